// Loaded before every browser test file (package.json): a call the server never answers fails
// its test with the address asked, instead of holding CI until its time runs out (a set-up hook
// once waited 17 minutes without a word).
const REQUEST_LIMIT_MS = 60_000;
const unbounded = globalThis.fetch;

globalThis.fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
  if (init.signal) return unbounded(input, init);
  try {
    return await unbounded(input, { ...init, signal: AbortSignal.timeout(REQUEST_LIMIT_MS) });
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error;
    const address = input instanceof Request ? input.url : String(input);
    throw new Error(`no answer within ${REQUEST_LIMIT_MS / 1000} s from ${init.method ?? 'GET'} ${address}`, { cause: error });
  }
};
