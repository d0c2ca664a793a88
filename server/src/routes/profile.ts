import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from 'shared-contracts';
import type { UserRow, UserUpdate } from '../db/schema.js';
import { PROFILE_UPDATE_MESSAGES, parseProfileUpdate } from '../services/profile-update.js';
import { toUserJson } from '../services/users.js';
import { ID_MESSAGES, parseMemberId, routeWithId } from './ids.js';
import { envelope, errorEnvelope, responses, userData } from './schemas.js';

/** A 400 of a profile save also names each failing field (field -> message, camelCase). */
const validationFailure = {
  ...errorEnvelope,
  properties: { ...errorEnvelope.properties, errors: { type: 'object', additionalProperties: { type: 'string' } } },
} as const;

const saveSchema = { response: { ...responses({ 200: envelope({ ...userData }) }), 400: validationFailure } };

/** A profile save is a few hundred characters; this leaves room and stops anything absurd. */
const PROFILE_BODY_LIMIT = 64 * 1024;

async function saveProfile(app: FastifyInstance, userId: number, update: UserUpdate): Promise<UserRow | undefined> {
  return app.db
    .updateTable('users')
    .set({ ...update, updated_at: app.now() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * PUT profile (one's own) and PUT admin/user/{id}/profile (admins and managers, anyone's). Both
 * take the same editable fields (see services/profile-update.ts for the policy) and answer with
 * the whole saved user, which both callers may see in full.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  async function handleSave(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const parsed = parseProfileUpdate(request.body);
    if (!parsed.ok) {
      request.log.info({ userId, editorId: request.user!.id }, `profile save refused: ${parsed.message}`);
      return reply.code(400).send({ success: false, message: parsed.message, ...(parsed.errors ? { errors: parsed.errors } : {}) });
    }
    const row = await saveProfile(app, userId, parsed.update);
    if (!row) return reply.code(404).send({ success: false, message: ID_MESSAGES.notFound });
    // The names of the fields only: profile values are personal and stay out of the log.
    request.log.info({ userId, editorId: request.user!.id, fields: parsed.fields }, 'profile updated');
    return { success: true, message: PROFILE_UPDATE_MESSAGES.updated, data: { user: toUserJson(row, request.user) } };
  }

  app.put(
    API_PATHS.profile,
    { preHandler: [app.requireUser], bodyLimit: PROFILE_BODY_LIMIT, schema: saveSchema },
    async (request, reply) => handleSave(request, reply, request.user!.id),
  );

  app.put<{ Params: { id: string } }>(
    routeWithId(API_PATHS.adminUserProfile),
    { preHandler: [app.requireRole('manager')], bodyLimit: PROFILE_BODY_LIMIT, schema: saveSchema },
    async (request, reply) => {
      const id = parseMemberId(request.params.id);
      if (id === 'invalid') return reply.code(400).send({ success: false, message: ID_MESSAGES.invalidId });
      if (id === 'unknown') return reply.code(404).send({ success: false, message: ID_MESSAGES.notFound });
      return handleSave(request, reply, id);
    },
  );
}
