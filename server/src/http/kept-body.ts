import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * An answer serialised once and compressed at most once per encoding (the member list, the family
 * tree, a member's relations), then sent until what it says changes: gzip works its hardest (a
 * millisecond more, once); brotli stays at 5, as a viewer with a view of their own has a body of
 * their own to compress.
 */
export class KeptBody {
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly json: Buffer,
    private readonly tag = 'm',
  ) {
    this.etag = `W/"${this.tag}-${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.json);
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length } })
          : gzip(this.json, { level: 9 });
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

/**
 * Sends a kept answer: its ETag (a client that kept it asks again with it and gets a 304), in
 * the encoding the browser accepts. Never stored by the browser (a shared device).
 */
export async function sendKeptBody(request: FastifyRequest, reply: FastifyReply, body: KeptBody): Promise<FastifyReply> {
  reply.header('ETag', body.etag).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(await body.encoded(encoding));
}

/** A family's browsers send a few Accept-Encoding values: their answers are kept (at most this many). */
const NEGOTIATED_KEPT = 32;
const negotiated = new Map<string, Encoding>();

/** The encoding to answer in: brotli, else gzip, else none (q=0 means "not this one"). */
function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (negotiated.size < NEGOTIATED_KEPT) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
