import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id at OWASP's recommended configuration (19 MiB, 2 passes, 1 lane). A family's server
 * may be a 1 GB board: the package's default of 64 MiB per hash would take 256 MiB while four
 * relatives sign in at once. Hashes made with other settings are redone at the next sign-in.
 */
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
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
