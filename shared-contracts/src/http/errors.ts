/**
 * The text to show for a failed call: the server's message, else the error's own text,
 * else the fallback (the order of spec section 8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const serverMessage = (error as { response?: { data?: { message?: unknown } } })?.response?.data?.message;
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  const ownMessage = (error as { message?: unknown })?.message;
  if (typeof ownMessage === 'string' && ownMessage.trim()) return ownMessage;
  return fallback;
}

/** The server's message only (no generic transport text), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = (error as { response?: { data?: { message?: unknown } } })?.response?.data?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

export function httpStatus(error: unknown): number | undefined {
  return (error as { response?: { status?: number } })?.response?.status;
}
