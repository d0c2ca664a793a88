/**
 * Reads `read` again and again until `holds` says yes, or `timeoutMs` has passed, and gives the
 * last value read: the caller asserts on it exactly as it would have at once. For what the site
 * reaches a moment after the page has moved on (caches deleted after the address changed).
 */
export async function eventually<T>(read: () => T | Promise<T>, holds: (value: T) => boolean, { timeoutMs = 10_000, intervalMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits until `check` says yes; after `timeoutMs`, fails naming what it waited for. */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string | (() => string), timeoutMs = 20_000): Promise<void> {
  if (!(await eventually(check, (done) => done, { timeoutMs }))) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
}
