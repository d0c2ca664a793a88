/**
 * Writes this process made to the users table, as they happen (after they are committed).
 * Caches that hold user rows (sessions, the member list) listen, so what this process wrote
 * is what it answers next, without asking the database on every request. Another process's
 * writes reach them through their own freshness rules (the member list's version counter,
 * the session cache's time limit).
 */
type Listener = (userId: number | null) => void;

const listeners = new Set<Listener>();
let sequence = 0;

/** Call after a committed write to users; `userId` null when several or unknown rows changed. */
export function userWritten(userId: number | null): void {
  sequence += 1;
  for (const listener of listeners) listener(userId);
}

export function onUserWritten(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Moves on at every write: a check that started before the current value may have missed one. */
export function userWriteSequence(): number {
  return sequence;
}
