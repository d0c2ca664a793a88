import http from 'node:http';
import { CSRF_HEADER, SESSION_COOKIE_NAME } from 'shared-contracts';

/*
 * One HTTP request on a connection of its own (no keep-alive pool), with the moments that tell
 * what a shutdown did to it: when its last byte was sent, when (if ever) an answer began, and
 * how it ended.
 */

export interface RawResult {
  label: string;
  startedAt: number;
  /** The whole request had been handed to the socket (undefined: it never got that far). */
  sentAt?: number;
  /** The status line arrived. */
  answeredAt?: number;
  endedAt: number;
  status?: number;
  text?: string;
  body?: any;
  /** A network error code (ECONNREFUSED, ECONNRESET, ...), 'TIMEOUT', or 'CUT' (answer cut off mid-way). */
  error?: string;
  setCookie?: string[];
}

interface RawRequest {
  label: string;
  method: string;
  path: string;
  token?: string | null;
  json?: unknown;
  /** A prepared body with its content type (multipart). */
  body?: { data: Buffer; type: string };
  timeoutMs?: number;
  /** Called when the last byte of the request has been handed to the socket. */
  onSent?: () => void;
  /** Send the first `bytes` of the body, then the rest only once `rest` resolves (a slow client). */
  pause?: { bytes: number; rest: Promise<void>; onFirstPart?: () => void };
}

export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResult> {
  const url = new URL(request.path, baseUrl);
  const headers: Record<string, string> = { [CSRF_HEADER.name]: CSRF_HEADER.value, connection: 'close' };
  if (request.token) headers.cookie = `${SESSION_COOKIE_NAME}=${request.token}`;
  let data: Buffer | undefined;
  if (request.json !== undefined) {
    data = Buffer.from(JSON.stringify(request.json));
    headers['content-type'] = 'application/json';
  } else if (request.body) {
    data = request.body.data;
    headers['content-type'] = request.body.type;
  }
  if (data) headers['content-length'] = String(data.length);
  const result: RawResult = { label: request.label, startedAt: Date.now(), endedAt: 0 };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      result.endedAt = Date.now();
      if (error) result.error = error;
      resolve(result);
    };
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: request.method, headers, agent: false },
      (res) => {
        result.answeredAt = Date.now();
        result.status = res.statusCode;
        result.setCookie = res.headers['set-cookie'];
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('aborted', () => finish('CUT'));
        res.on('error', () => finish('CUT'));
        res.on('end', () => {
          result.text = Buffer.concat(chunks).toString();
          if ((res.headers['content-type'] ?? '').includes('json') && result.text) {
            try {
              result.body = JSON.parse(result.text);
            } catch {
              return finish('CUT');
            }
          }
          finish();
        });
      },
    );
    req.on('finish', () => {
      result.sentAt = Date.now();
      request.onSent?.();
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish(result.answeredAt ? 'CUT' : (error.code ?? error.message)));
    req.setTimeout(request.timeoutMs ?? 20_000, () => {
      req.destroy();
      finish('TIMEOUT');
    });
    if (request.pause && data) {
      const { bytes, rest, onFirstPart } = request.pause;
      req.write(data.subarray(0, bytes), () => onFirstPart?.());
      void rest.then(() => req.end(data.subarray(bytes)));
    } else {
      req.end(data);
    }
  });
}

/** The session token a sign-up or sign-in answer set. */
export function tokenOf(result: RawResult): string | null {
  for (const line of result.setCookie ?? []) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === SESSION_COOKIE_NAME) return decodeURIComponent(pair.slice(eq + 1)) || null;
  }
  return null;
}

/** A multipart/form-data body with one file field. */
export function multipartFile(field: string, filename: string, type: string, content: Buffer): { data: Buffer; type: string } {
  const boundary = `----familynet-fault-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { data: Buffer.concat([head, content, tail]), type: `multipart/form-data; boundary=${boundary}` };
}
