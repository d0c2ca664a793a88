/**
 * Reads `read` again and again until `holds` says yes, or `timeoutMs` has passed, and gives the
 * last value read: the caller asserts on it exactly as it would have at once. For what the site
 * reaches a moment after the page has moved on (caches deleted after the address changed).
 */
export async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, { timeoutMs = 10_000, intervalMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
