import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id with the argon2 package's defaults (64 MiB, 3 passes, 4 lanes), above the OWASP
 * minimum (19 MiB, 2 passes, 1 lane).
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 65536,
  timeCost: 3,
  parallelism: 4,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;
/** A hash of a random password, so an unknown account costs the same time as a wrong password. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, or an account whose
 * password was never set) it still runs one verification against a dummy hash and returns false.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function passwordNeedsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return false;
  }
}

/** Prepares the dummy hash at start so the first unknown-account sign-in is not faster. */
export async function warmUpPasswords(): Promise<void> {
  await getDummyHash();
}
