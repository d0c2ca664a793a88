import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../../config.js';
import { UPLOADS_URL_PREFIX, prepareUploadDirs, uploadsDirOf } from '../members/index.js';

/** Uploaded files get random names that are never reused: cache them for good. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Opened on its own, an upload is a picture and nothing else: no script, no plugin, no form. */
export const UPLOADS_CSP = "default-src 'none'; img-src 'self'; sandbox";
/** Only pictures are served, whatever else might end up in the folder. */
const SERVED_FILE = /^\/(?:[a-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:webp|png|jpe?g)$/;

/**
 * DATA_DIR/uploads served at /uploads/ (GET and HEAD; no listing, no dotfiles, no traversal:
 * @fastify/static refuses `..` and non-canonical paths). No sign-in is needed (img tags), the
 * names are unguessable. Registered without fastify-plugin so its headers hook only sees
 * uploads.
 */
export async function uploadsPlugin(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  prepareUploadDirs(config.dataDir);

  app.addHook('onSend', async (_request, reply, payload) => {
    // After the global security hook: this CSP replaces the site's on these answers.
    reply.header('Content-Security-Policy', UPLOADS_CSP);
    return payload;
  });

  await app.register(fastifyStatic, {
    root: uploadsDirOf(config.dataDir),
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    wildcard: true,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: false,
    allowedPath: (pathName) => SERVED_FILE.test(pathName),
    setHeaders: (reply: FastifyReply | { setHeader(name: string, value: string): void }) => {
      if ('header' in reply && typeof reply.header === 'function') reply.header('Cache-Control', UPLOADS_CACHE_CONTROL);
      else (reply as { setHeader(name: string, value: string): void }).setHeader('Cache-Control', UPLOADS_CACHE_CONTROL);
    },
  });
}
