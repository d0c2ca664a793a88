/** Reason phrases for when an answer carries none (HTTP/2 never does). */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusTextOf(status: number, statusText: string | undefined): string {
  const given = statusText?.trim();
  if (given && given !== String(status)) return given;
  return REASON_PHRASES[status] ?? '';
}

interface ApiErrorInit {
  status?: number;
  statusText?: string;
  message: string;
  serverMessage?: string;
  fieldErrors?: Record<string, string>;
  cause?: unknown;
}

/**
 * A failed call. `status` is undefined when no answer came (offline, time-out). The message
 * is the server's when it gave one, else the transport's own text.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly statusText: string;
  /** The server's own sentence, when it gave one. */
  readonly serverMessage: string | undefined;
  /** For a refused form: field -> message, named like the form's fields. */
  readonly fieldErrors: Record<string, string>;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.status === undefined ? '' : statusTextOf(init.status, init.statusText);
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? {};
  }

  /** An axios failure as an ApiError (anything else is wrapped as it is). */
  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    const response = (error as { response?: { status?: number; statusText?: string; data?: unknown } })?.response;
    const body = (response?.data ?? {}) as { message?: unknown; errors?: unknown };
    const said = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
    const own = (error as { message?: unknown })?.message;
    const errors =
      body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)
        ? Object.fromEntries(Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''))
        : undefined;
    return new ApiError({
      status: response?.status,
      statusText: response?.statusText,
      message: said ?? (typeof own === 'string' ? own : ''),
      serverMessage: said,
      fieldErrors: errors,
      cause: error,
    });
  }
}

/**
 * The text to show for a failed call: the server's message, else the error's own text,
 * else the fallback (the order of spec section 8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const said = serverMessage(error, '');
  if (said) return said;
  const own = (error as { message?: unknown })?.message;
  if (typeof own === 'string' && own.trim()) return own;
  return fallback;
}

/** The server's message only (no generic transport text), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  const message = (error as { response?: { data?: { message?: unknown } } })?.response?.data?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

export function httpStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  return (error as { response?: { status?: number } })?.response?.status;
}
