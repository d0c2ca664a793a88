import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { SECURITY_MESSAGES } from './messages.js';

/**
 * The answer to a request Node could not read at all, written on the socket before any route or
 * hook could see it: too slow (408, REQUEST_TIMEOUT_MS), headers or address too large (431),
 * anything else unreadable (400). In the API's one shape `{ success: false, message }`, and with
 * the headers that matter without a page (no sniffing, never stored), like every other answer.
 * Fastify's own default answers these in another shape.
 */
export function clientErrorAnswer(error: ConnectionError, socket: Socket): void {
  // A connection reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, SECURITY_MESSAGES.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, SECURITY_MESSAGES.headersTooLarge]
        : [400, SECURITY_MESSAGES.unreadableRequest];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
