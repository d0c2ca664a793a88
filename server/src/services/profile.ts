import { NAME_FIELDS, PRIVACY_FLAGS, PROFILE_TEXT_FIELDS, nameProblem, type ProfileUpdate } from 'shared-contracts';
import type { UserRow } from '../db/schema.js';

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

const SPELLINGS: Array<[string, string]> = [...Object.entries(PROFILE_TEXT_FIELDS), ...Object.entries(PRIVACY_FLAGS)].flatMap(
  ([camel, spec]) => ('snake' in spec ? [[camel, spec.snake] as [string, string]] : []),
);

export type CanonicalProfile = { ok: true; update: ProfileUpdate; fields: string[] } | { ok: false; message: string };

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

const COLUMN_OF_NAME = { displayName: 'display_name', firstName: 'first_name', lastName: 'last_name' } as const;

/** The names this save would empty or cut too short (field -> message); empty when none. */
export function nameProblems(update: ProfileUpdate, current: Pick<UserRow, 'display_name' | 'first_name' | 'last_name'>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of NAME_FIELDS) {
    const problem = nameProblem(field, update[field], current[COLUMN_OF_NAME[field]]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** One sentence for the answer: the field's own words, or one sentence per field. */
export function problemsMessage(problems: Record<string, string>): string {
  const messages = Object.values(problems);
  return messages.length === 1 ? messages[0] : messages.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(' ');
}
