import { MEMBER_FIELDS, type ProfileUpdate } from 'shared-contracts';

/*
 * What a profile save may change. The body of PUT profile (one's own) and PUT admin/user/{id}/
 * profile (an admin or manager, anyone's) has been checked against ProfileUpdateSchema: every
 * other key (id, email, role, password, photo...) was refused with a 400 that names it, so
 * nothing is half-saved and a client never believes a field was stored when it was not. What
 * is left to decide here: the two spellings of a field (the own save's snake_case, the admin
 * save's camelCase) name one field, and may not both be sent.
 */

export const PROFILE_SAVE_MESSAGES = {
  updated: 'Profile updated.',
  bothSpellings: (camel: string, snake: string) => `Send either ${camel} or ${snake}, not both.`,
} as const;

const SPELLINGS: Array<[string, string]> = Object.entries(MEMBER_FIELDS).flatMap(([camel, spec]) =>
  'snake' in spec ? [[camel, spec.snake] as [string, string]] : [],
);

type CanonicalProfile = { ok: true; update: ProfileUpdate; fields: string[] } | { ok: false; message: string };

/** The save in camelCase, and the names of the fields it changes. */
export function canonicalProfileUpdate(body: Record<string, unknown>): CanonicalProfile {
  const update: Record<string, unknown> = { ...body };
  for (const [camel, snake] of SPELLINGS) {
    if (!Object.hasOwn(update, snake)) continue;
    if (Object.hasOwn(update, camel)) return { ok: false, message: PROFILE_SAVE_MESSAGES.bothSpellings(camel, snake) };
    update[camel] = update[snake];
    delete update[snake];
  }
  return { ok: true, update: update as ProfileUpdate, fields: Object.keys(update) };
}
