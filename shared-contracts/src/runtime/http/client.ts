import axios, { type AxiosInstance } from 'axios';
import {
  API_TIMEOUT_MS,
  CSRF_HEADER,
  ENDPOINTS,
  UPLOAD_TIMEOUT_MS,
  MESSAGES,
  isMultipart,
  isPageLocale,
  pathOf,
  type ApiEnvelope,
  type BodyOf,
  type DataOf,
  type EndpointName,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
} from 'shared-contracts';
import { ApiError } from './errors.js';

interface ApiClientOptions {
  /** '' for the page's own origin; the spec's local server (port 8080) in development. */
  baseURL: string;
  /** Called on every 401 answer, from any call. */
  onUnauthorized?: () => void;
}

/** An axios client that sends cookies and the header plain forms cannot send. */
export function createApiClient({ baseURL, onUnauthorized }: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    timeout: API_TIMEOUT_MS,
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
  });
  // The server answers in the page's language (its messages, its validation), not in the
  // browser's: a member who chose English on a German browser reads English. <html lang> is the
  // page's language (the shell keeps it so).
  client.interceptors.request.use(
    (config) => {
      const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
      if (isPageLocale(language)) config.headers.set('Accept-Language', language);
      return config;
    },
    undefined,
    // Sent in the same task as the call, as without it: nothing else may run in between.
    { synchronous: true },
  );
  client.interceptors.response.use(undefined, (error) => {
    if (error?.response?.status === 401) onUnauthorized?.();
    return Promise.reject(error);
  });
  return client;
}

let shared: AxiosInstance | null = null;
let unauthorizedHandler: (() => void) | undefined;

/**
 * Sets up the one client of the page. The shell calls this once; every remote then calls the
 * API through `callApi`. This module is a federation singleton.
 */
export function configureApiClient(options: ApiClientOptions): AxiosInstance {
  unauthorizedHandler = options.onUnauthorized;
  shared = createApiClient({ baseURL: options.baseURL, onUnauthorized: () => unauthorizedHandler?.() });
  return shared;
}

/** The page's axios instance (tests put a fake network behind it). */
export function apiClient(): AxiosInstance {
  if (!shared) shared = createApiClient({ baseURL: '' });
  return shared;
}

type HasParams<N extends EndpointName> = keyof ParamsOf<N> extends never ? false : true;
type HasBody<N extends EndpointName> = [BodyOf<N>] extends [never] ? false : true;
type HasQuery<N extends EndpointName> = [QueryOf<N>] extends [never] ? false : true;

/** What a call needs: its URL parameters and its body, where it has them (and its optional query). */
type CallInput<N extends EndpointName> = (HasParams<N> extends true ? { params: ParamsOf<N> } : { params?: undefined }) &
  (HasBody<N> extends true ? { body: BodyOf<N> } : { body?: undefined }) &
  (HasQuery<N> extends true ? { query?: QueryOf<N> } : { query?: undefined });

/** `?a=1&b=2` of the query values that are set ('' when none). */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface CallOptions {
  /** Longer for uploads; the default is API_TIMEOUT_MS (uploads: UPLOAD_TIMEOUT_MS). */
  timeout?: number;
  signal?: AbortSignal;
}

/** A call's answer: the envelope's data, or the server's message when the call has no data. */
export type CallResult<N extends EndpointName> = DataOf<N> extends undefined ? string | undefined : DataOf<N>;

type CallArgs<N extends EndpointName> = HasParams<N> extends false
  ? HasBody<N> extends false
    ? [input?: CallInput<N>, options?: CallOptions]
    : [input: CallInput<N>, options?: CallOptions]
  : [input: CallInput<N>, options?: CallOptions];

/**
 * Calls the API by name (ENDPOINTS): builds the path, sends the body (as JSON, or as
 * multipart for an upload), unwraps the envelope and answers with its `data`. Any failure,
 * an HTTP error, no answer at all, or `success: false`, is raised as an ApiError.
 */
export async function callApi<N extends EndpointName>(name: N, ...[input, options]: CallArgs<N>): Promise<CallResult<N>> {
  const spec: EndpointSpec = ENDPOINTS[name];
  const url = pathOf(spec, (input?.params ?? {}) as Record<string, string | number>) + queryString(input?.query as Record<string, unknown> | undefined);
  let data: unknown = input?.body;
  const upload = isMultipart(spec.body);
  if (upload) {
    const { file, fileName } = input!.body as { file: Blob; fileName?: string };
    const form = new FormData();
    form.append((spec.body as { multipart: string }).multipart, file, fileName || (file as File).name || 'upload');
    data = form;
  }
  let envelope: ApiEnvelope<unknown> | undefined;
  try {
    const response = await apiClient().request<ApiEnvelope<unknown>>({
      method: spec.method,
      url,
      data,
      timeout: options?.timeout ?? (upload ? UPLOAD_TIMEOUT_MS : undefined),
      signal: options?.signal,
    });
    envelope = response.data;
  } catch (error) {
    throw ApiError.from(error);
  }
  if (!envelope || typeof envelope !== 'object' || envelope.success === false) {
    throw new ApiError({ status: 200, message: envelope?.message || MESSAGES.invalidServerResponse, serverMessage: envelope?.message });
  }
  return (spec.data ? envelope.data : envelope.message) as CallResult<N>;
}
