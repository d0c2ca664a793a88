import type { FastifyInstance, FastifyReply } from 'fastify';
import { trimProfileText } from 'shared-contracts';
import { endpoint, refuse, type EndpointRequest } from '../../http/endpoint.js';
import { toUserJson } from './member-json.js';
import { changedFields, recordAct } from '../admin-log/index.js';
import { memberById, saveProfile } from './members.js';
import { PROFILE_SAVE_MESSAGES, canonicalProfileUpdate } from './profile.js';
import { ID_MESSAGES, parseMemberId } from '../../http/ids.js';

/** A profile save is a few hundred characters; this leaves room and stops anything absurd. */
const PROFILE_BODY_LIMIT = 64 * 1024;

/**
 * PUT profile (one's own) and PUT admin/user/{id}/profile (admins and managers, anyone's). Both
 * take the same editable fields (ProfileUpdateSchema, checked before the handler runs, text
 * trimmed first so the limits count what is kept) and answer with the whole saved user, which
 * both callers may see in full.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const trimText = async (request: { body: unknown }) => {
    request.body = trimProfileText(request.body);
  };

  async function save(request: EndpointRequest<'updateProfile'>, reply: FastifyReply, userId: number) {
    const editorId = request.user!.id;
    const canonical = canonicalProfileUpdate(request.body as Record<string, unknown>);
    if (!canonical.ok) return refuse(reply, 400, canonical.message);
    // Someone else's profile: what it was, so the record of admin acts can say which fields changed.
    const before = userId !== editorId ? await memberById(app.db, userId) : undefined;
    const saved = await saveProfile(app.db, request.user!, userId, canonical.update, app.now());
    if (!saved.ok) {
      if (saved.status === 404) return refuse(reply, 404, ID_MESSAGES.notFound);
      return refuse(reply, saved.status, saved.message, saved.errors);
    }
    // The names of the fields only: profile values are personal and stay out of the log.
    request.log.info({ userId, editorId, fields: canonical.fields }, 'profile updated');
    if (before) {
      await recordAct(app.db, { act: 'profileChanged', actor: request.user!, subject: saved.member, details: changedFields(before, saved.member) }, app.now(), request.log);
    }
    return { success: true as const, message: PROFILE_SAVE_MESSAGES.updated, data: { user: toUserJson(saved.member, request.user) } };
  }

  endpoint(
    app,
    'updateProfile',
    { onRequest: [app.requireUser], preValidation: trimText, bodyLimit: PROFILE_BODY_LIMIT },
    async (request, reply) => save(request, reply, request.user!.id),
  );

  endpoint(
    app,
    'adminUpdateProfile',
    { onRequest: [app.requireRole('manager')], preValidation: trimText, bodyLimit: PROFILE_BODY_LIMIT },
    async (request, reply) => {
      const id = parseMemberId(request.params.id);
      if (id === 'invalid') return refuse(reply, 400, ID_MESSAGES.invalidId);
      if (id === 'unknown') return refuse(reply, 404, ID_MESSAGES.notFound);
      return save(request as EndpointRequest<'updateProfile'>, reply, id);
    },
  );
}
