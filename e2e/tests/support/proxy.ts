import http from 'node:http';
import net from 'node:net';

/*
 * A front door for the site that the test can unplug: the browser talks to this address, which
 * passes every request on to the real server and writes down what went over the wire. Unplugged,
 * it drops every connection, for the page and its service worker alike: the house's connection
 * is down, the server is still fine. (Chromium's offline emulation applies to pages; the worker
 * must meet the same outage.)
 */

export interface Exchange {
  method: string;
  path: string;
  status: number;
  /** Body bytes sent to the browser (as encoded on the wire). */
  bytes: number;
  contentType: string;
}

export interface SiteProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every exchange since the last clearLog(). */
  log: Exchange[];
  clearLog(): void;
  /** Forward to this server from now on. */
  target(url: string): void;
  /** Drop every connection (and every new one) until plugIn(). */
  unplug(): void;
  plugIn(): void;
  close(): Promise<void>;
}

export async function startProxy(): Promise<SiteProxy> {
  let upstream: URL | null = null;
  let unplugged = false;
  const log: Exchange[] = [];
  const sockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    if (unplugged || !upstream) {
      request.socket.destroy();
      return;
    }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const exchange: Exchange = {
          method: request.method ?? 'GET',
          path: request.url ?? '',
          status: answer.statusCode ?? 0,
          bytes: 0,
          contentType: String(answer.headers['content-type'] ?? ''),
        };
        log.push(exchange);
        answer.on('data', (chunk: Buffer) => (exchange.bytes += chunk.length));
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    forward.on('error', () => request.socket.destroy());
    request.pipe(forward);
  });
  server.on('connection', (socket) => {
    if (unplugged) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    log,
    clearLog: () => void log.splice(0),
    target: (url) => (upstream = new URL(url)),
    unplug: () => {
      unplugged = true;
      for (const socket of sockets) socket.destroy();
    },
    plugIn: () => (unplugged = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
