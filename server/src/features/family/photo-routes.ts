import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { FAMILY_MESSAGES, parsePersonId } from 'shared-contracts/family';
import { endpoint, refuse } from '../../http/endpoint.js';
import { readSingleFile, singleFileLimits } from '../../http/multipart.js';
import { ImageError } from '../../lib/images.js';
import { AVATAR_MAX_BYTES, reencodeAvatar } from '../members/index.js';
import type { FamilyStates } from './family-states.js';
import { RELATIVE_PHOTO_MESSAGES, clearRelativePhoto, setRelativePhoto } from './relative-photos.js';

const MINUTE = 60_000;

/**
 * POST and DELETE family/people/{person}/photo: a relative's photo, changed by who may change the
 * relative (who added them, admins and managers). A member's place has none of its own: their
 * photo is their profile's.
 */
export async function relativePhotoRoutes(app: FastifyInstance, { states }: { states: FamilyStates }): Promise<void> {
  const { db, config } = app;
  // Only this plugin's routes read multipart bodies.
  await app.register(fastifyMultipart, { limits: singleFileLimits(AVATAR_MAX_BYTES), throwFileSizeLimit: false });
  // As the avatar's: a few pictures in a row while a relative's is chosen, not a script's stream.
  const photoLimit = app.limit({ name: 'relative-photo', max: 30, windowMs: 10 * MINUTE, key: (request) => `user:${request.user?.id ?? request.ip}` });
  const guard = { onRequest: [app.requireUser], preHandler: [photoLimit] };

  /** The relative the path names, when the caller may change them; else the refusal is sent. */
  const relativeOf = async (request: FastifyRequest, reply: FastifyReply, raw: string): Promise<number | undefined> => {
    const ref = parsePersonId(raw);
    if (!ref) return void refuse(reply, 400, FAMILY_MESSAGES.personInvalid);
    if ('member' in ref) return void refuse(reply, 400, FAMILY_MESSAGES.memberProfileOwnsIt);
    const state = await states.current();
    if (!state.has(ref)) return void refuse(reply, 404, FAMILY_MESSAGES.personNotFound);
    if (!state.mayChange(request.user!, ref)) return void refuse(reply, 403, FAMILY_MESSAGES.notYours);
    return ref.relative;
  };

  /** The relative as the caller now sees them (undefined: removed meanwhile). */
  const personOf = async (request: FastifyRequest, id: number) => {
    const state = await states.current();
    const row = state.relative(id);
    return row && state.relativeFor(request.user!, row);
  };

  endpoint(app, 'uploadRelativePhoto', guard, async (request, reply) => {
    const id = await relativeOf(request, reply, request.params.person);
    if (id === undefined) return reply;
    // One file field named photo, at most the avatar's 10 MB, held in memory until it has been checked.
    const upload = await readSingleFile(request, { field: 'photo', maxBytes: AVATAR_MAX_BYTES, messages: RELATIVE_PHOTO_MESSAGES });
    if (!upload.ok) {
      request.log.info({ person: id, status: upload.status }, `relative's photo refused: ${upload.message}`);
      return refuse(reply, upload.status, upload.message);
    }
    let webp: Buffer;
    try {
      webp = await reencodeAvatar(upload.data);
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      request.log.info({ person: id, bytes: upload.data.length }, `relative's photo refused: ${error.message}`);
      return refuse(reply, 400, error.message);
    }
    if (!(await setRelativePhoto(db, config.dataDir, id, webp, app.now(), request.log))) return refuse(reply, 404, FAMILY_MESSAGES.personNotFound);
    request.log.info({ person: id, bytes: upload.data.length, storedBytes: webp.length }, "relative's photo saved");
    const person = await personOf(request, id);
    if (!person) return refuse(reply, 404, FAMILY_MESSAGES.personNotFound);
    return { success: true, message: RELATIVE_PHOTO_MESSAGES.saved, data: { person } };
  });

  endpoint(app, 'removeRelativePhoto', guard, async (request, reply) => {
    const id = await relativeOf(request, reply, request.params.person);
    if (id === undefined) return reply;
    if (!(await clearRelativePhoto(db, config.dataDir, id, app.now(), request.log))) return refuse(reply, 404, FAMILY_MESSAGES.personNotFound);
    const person = await personOf(request, id);
    if (!person) return refuse(reply, 404, FAMILY_MESSAGES.personNotFound);
    return { success: true, message: RELATIVE_PHOTO_MESSAGES.removed, data: { person } };
  });
}
