import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { replacePhoto } from '../db/users.js';
import { endpoint, refuse } from '../http/endpoint.js';
import { readSingleFile, singleFileLimits } from '../http/multipart.js';
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

/** POST upload-avatar: the signed-in user's own picture. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  // Only this plugin's routes read multipart bodies.
  await app.register(fastifyMultipart, { limits: singleFileLimits(AVATAR_MAX_BYTES), throwFileSizeLimit: false });

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
      // One file field named avatar, at most 10 MB, held in memory until it has been checked.
      const upload = await readSingleFile(request, { field: 'avatar', maxBytes: AVATAR_MAX_BYTES, messages: AVATAR_MESSAGES });
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
