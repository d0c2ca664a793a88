import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { endpoint, refuse } from '../../http/endpoint.js';
import { readSingleFile, singleFileLimits } from '../../http/multipart.js';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, reencodeAvatar, storeAvatar } from './avatars.js';
import { ImageError } from '../../lib/images.js';
import { toUserJson } from './member-json.js';
import { changePhoto } from './members.js';
import { ID_MESSAGES } from '../../http/ids.js';

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
        if (!(error instanceof ImageError)) throw error;
        request.log.info({ userId: user.id, bytes: upload.data.length }, `avatar refused: ${error.message}`);
        return refuse(reply, 400, error.message);
      }

      const stored = await storeAvatar(config.dataDir, webp);
      const member = await changePhoto(db, config.dataDir, user.id, stored.url, app.now(), request.log);
      if (!member) return refuse(reply, 404, ID_MESSAGES.notFound);
      request.log.info({ userId: user.id, bytes: upload.data.length, storedBytes: webp.length }, 'avatar updated');
      return { success: true, message: AVATAR_MESSAGES.updated, data: { avatarUrl: stored.url, user: toUserJson(member, member) } };
    },
  );
}
