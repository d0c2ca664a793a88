/**
 * Two writes that crossed on PostgreSQL: it made one of them give way (a deadlock, a
 * serialization failure) and wrote nothing of it. The embedded database runs one write at a time
 * and never answers so.
 */
const CROSSED_CODES = new Set(['40P01', '40001']);

export function isCrossed(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CROSSED_CODES.has(code);
}

/**
 * Runs a whole write (one statement, or a transaction it opens itself) again when it gave way:
 * nothing of it was written, and the write it crossed has gone on. For a write the caller must
 * not answer with "try again" (deleting an account, which the admin or the member asked for once).
 */
export async function retriedWhenCrossed<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isCrossed(error)) throw error;
    }
  }
}
