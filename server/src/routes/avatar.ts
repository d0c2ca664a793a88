import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { replacePhoto } from '../db/users.js';
import { endpoint, refuse } from '../http/endpoint.js';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  AvatarImageError,
  deleteAvatarFile,
  reencodeAvatar,
  storeAvatar,
} from '../services/avatars.js';
import { toUserJson } from '../services/users.js';
import { ID_MESSAGES } from './ids.js';

const MINUTE = 60_000;
/** The multipart envelope around one file: boundaries and part headers are well under this. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The one file field of the upload, or why there is none (status + message). */
type ReadResult = { ok: true; data: Buffer } | { ok: false; status: 400 | 413; message: string };

const LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}

/**
 * Reads the whole multipart body and keeps the content of exactly one file field named `avatar`
 * (at most AVATAR_MAX_BYTES, in memory: nothing touches the disk before the picture has been
 * checked). Any other field or file, a second file, or none at all is refused.
 */
async function readAvatarPart(request: FastifyRequest): Promise<ReadResult> {
  let data: Buffer | null = null;
  let refusal: ReadResult | null = null;
  const refuse = (status: 400 | 413, message: string) => {
    refusal ??= { ok: false, status, message };
  };
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        refuse(400, AVATAR_MESSAGES.oneFileOnly);
        continue;
      }
      if (part.fieldname !== 'avatar' || data !== null || refusal !== null) {
        refuse(400, AVATAR_MESSAGES.oneFileOnly);
        await drain(part.file);
        continue;
      }
      const content = await part.toBuffer();
      if (part.file.truncated) refuse(413, AVATAR_MESSAGES.tooLarge);
      else data = content;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse(413, AVATAR_MESSAGES.tooLarge);
    else if (LIMIT_ERRORS.has(code)) refuse(400, AVATAR_MESSAGES.oneFileOnly);
    else {
      request.log.info({ err: error }, 'unreadable multipart upload');
      refuse(400, AVATAR_MESSAGES.unreadable);
    }
  }
  if (refusal) return refusal;
  if (!data || data.length === 0) return { ok: false, status: 400, message: AVATAR_MESSAGES.noFile };
  return { ok: true, data };
}

/** POST upload-avatar: the signed-in user's own picture. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  // Only this plugin's routes read multipart bodies.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 3,
      fields: 3,
      parts: 6,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 20,
    },
    throwFileSizeLimit: false,
  });

  const uploadLimit = app.limit({
    name: 'avatar-upload',
    max: 30,
    windowMs: 10 * MINUTE,
    key: (request) => String(request.user!.id),
  });

  endpoint(
    app,
    'uploadAvatar',
    { onRequest: [app.requireUser], preHandler: [uploadLimit] },
    async (request, reply) => {
      const user = request.user!;
      if (!request.isMultipart()) return refuse(reply, 400, AVATAR_MESSAGES.notMultipart);

      // A body announced far larger than any accepted picture is refused without parsing it (Node
      // discards the rest of it, so the client still reads this answer on a kept-alive connection;
      // closing the connection instead could reset it before the client has read the answer).
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
        return refuse(reply, 413, AVATAR_MESSAGES.tooLarge);
      }

      const upload = await readAvatarPart(request);
      if (!upload.ok) {
        request.log.info({ userId: user.id, status: upload.status }, `avatar refused: ${upload.message}`);
        return refuse(reply, upload.status, upload.message);
      }

      let webp: Buffer;
      try {
        webp = await reencodeAvatar(upload.data);
      } catch (error) {
        if (!(error instanceof AvatarImageError)) throw error;
        request.log.info({ userId: user.id, bytes: upload.data.length }, `avatar refused: ${error.message}`);
        return refuse(reply, 400, error.message);
      }

      const stored = await storeAvatar(config.dataDir, webp);
      let saved;
      try {
        saved = await replacePhoto(db, user.id, stored.url, app.now());
      } catch (error) {
        await deleteAvatarFile(config.dataDir, stored.url).catch(() => {});
        throw error;
      }
      if (!saved) {
        await deleteAvatarFile(config.dataDir, stored.url).catch(() => {});
        return refuse(reply, 404, ID_MESSAGES.notFound);
      }
      if (saved.previous && saved.previous !== stored.url) {
        await deleteAvatarFile(config.dataDir, saved.previous).catch((error) =>
          request.log.warn({ err: error, userId: user.id }, 'the previous avatar file could not be removed'),
        );
      }
      request.log.info({ userId: user.id, bytes: upload.data.length, storedBytes: webp.length }, 'avatar updated');
      return { success: true, message: AVATAR_MESSAGES.updated, data: { avatarUrl: stored.url, user: toUserJson(saved.row, saved.row) } };
    },
  );
}
