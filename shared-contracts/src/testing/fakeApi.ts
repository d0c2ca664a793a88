import type { AxiosAdapter, AxiosInstance, InternalAxiosRequestConfig } from 'axios';

export interface FakeRoute {
  method: string;
  url: string | RegExp;
  status?: number;
  body?: unknown;
  /** Response headers (lower-case names, as axios gives them). */
  headers?: Record<string, string>;
  /** Called with the parsed JSON body (or raw data) of the request. */
  respond?: (request: {
    data: unknown;
    config: InternalAxiosRequestConfig;
  }) => FakeAnswer | Promise<FakeAnswer>;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  data: unknown;
  headers: Record<string, unknown>;
  withCredentials: boolean | undefined;
}

/**
 * Puts a fake network behind an axios instance: the code under test runs its real
 * client, interceptors and error handling; only the wire is replaced.
 */
export function fakeNetwork(client: AxiosInstance, routes: FakeRoute[]) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    let data: unknown = config.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // not JSON: keep the raw string
      }
    }
    requests.push({ method, url, data, headers: { ...(config.headers ?? {}) }, withCredentials: config.withCredentials });
    const route = routes.find((r) => r.method.toUpperCase() === method && (typeof r.url === 'string' ? r.url === url : r.url.test(url)));
    const answer: FakeAnswer = route
      ? route.respond
        ? await route.respond({ data, config })
        : { status: route.status ?? 200, body: route.body, headers: route.headers }
      : { status: 404, body: { success: false, message: `No fake route for ${method} ${url}` } };
    const response = { data: answer.body, status: answer.status, statusText: String(answer.status), headers: answer.headers ?? {}, config, request: {} };
    if (answer.status >= 200 && answer.status < 300) return response;
    const error = Object.assign(new Error(`Request failed with status code ${answer.status}`), {
      isAxiosError: true,
      response,
      config,
    });
    throw error;
  };
  client.defaults.adapter = adapter;
  return { requests };
}
