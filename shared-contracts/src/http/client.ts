import axios, { type AxiosInstance } from 'axios';
import { API_TIMEOUT_MS, CSRF_HEADER } from '../constants.js';

export interface ApiClientOptions {
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
  client.interceptors.response.use(undefined, (error) => {
    if (error?.response?.status === 401) onUnauthorized?.();
    return Promise.reject(error);
  });
  return client;
}

let shared: AxiosInstance | null = null;
let unauthorizedHandler: (() => void) | undefined;

/**
 * Sets up the one client of the page. The shell (or a remote's standalone entry) calls this
 * once; every remote then uses `apiClient()`. This module is a federation singleton.
 */
export function configureApiClient(options: ApiClientOptions): AxiosInstance {
  unauthorizedHandler = options.onUnauthorized;
  shared = createApiClient({ baseURL: options.baseURL, onUnauthorized: () => unauthorizedHandler?.() });
  return shared;
}

export function apiClient(): AxiosInstance {
  if (!shared) shared = createApiClient({ baseURL: '' });
  return shared;
}
