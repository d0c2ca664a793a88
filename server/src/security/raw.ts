import http from 'node:http';
import net from 'node:net';
import { CSRF_HEADER, SESSION_COOKIE_NAME } from 'shared-contracts';

/*
 * Requests as an attacker sends them, not as a browser or fetch() would: any Host header, any
 * bytes in the path, a body that stops half-way, HTTP/1.0 without a Host. fetch() normalises or
 * refuses all of these, so the hostile-input tests speak HTTP themselves.
 */

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed JSON body, when it is JSON. */
  body: any;
}

interface RawOptions {
  method?: string;
  /** Sent exactly as given (no normalisation, no encoding). */
  path: string;
  /** The Host header (default the server's own 127.0.0.1:port). */
  host?: string;
  headers?: Record<string, string>;
  /** A JSON body (sets the JSON content type). */
  json?: unknown;
  /** A session token to send as the cookie. */
  token?: string | null;
}

/** One request over a fresh connection, with the headers exactly as given. */
export function rawRequest(baseUrl: string, options: RawOptions): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const headers: Record<string, string> = { host: options.host ?? url.host, [CSRF_HEADER.name]: CSRF_HEADER.value, ...options.headers };
  if (options.token) headers.cookie = `${SESSION_COOKIE_NAME}=${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method: options.method ?? 'GET', path: options.path, headers, setHost: false, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let parsed: unknown;
          if ((response.headers['content-type'] ?? '').includes('application/json') && text !== '') parsed = JSON.parse(text);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body: parsed });
        });
      },
    );
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

export interface Exchange {
  /** Everything the server wrote before the connection ended ('' when it wrote nothing). */
  text: string;
  /** The status of the answer, if one came. */
  status: number | null;
  /** When the server ended the connection (ms after connecting), or null if it was still open at the cap. */
  closedAfterMs: number | null;
}

/**
 * Connects and plays a script: a string is written as it is, a number waits that many ms. Reports
 * what the server answered and when it closed the connection; gives up (and closes it from this
 * side) after `capMs`, reporting the connection as still open.
 */
export function socketScript(baseUrl: string, script: Array<string | number>, capMs: number): Promise<Exchange> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(url.port), url.hostname);
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(cap);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ text, status: status ? Number(status[1]) : null, closedAfterMs: closed ? Date.now() - started : null });
      socket.destroy();
    };
    const cap = setTimeout(() => finish(false), capMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    void (async () => {
      for (const step of script) {
        if (done || socket.destroyed) return;
        if (typeof step === 'number') await new Promise((resolve) => setTimeout(resolve, step));
        else socket.write(step);
      }
    })();
  });
}
