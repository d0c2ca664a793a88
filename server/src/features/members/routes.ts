import type { FastifyInstance } from 'fastify';
import { canManageFamily, userDisplayName } from 'shared-contracts';
import { endpoint, refuse } from '../../http/endpoint.js';
import { sharedDirectoryRows } from './directory.js';
import { toUserJson } from './member-json.js';
import { MemberListBodies } from './member-list.js';
import { sendKeptBody } from '../../http/kept-body.js';
import { memberById } from './members.js';
import { vcardFileName, vcardOf, vcardPhoto } from './vcards.js';
import { ID_MESSAGES, parseMemberId } from '../../http/ids.js';

/**
 * The Family Directory: every member for the directory cards, and one member for the profile
 * dialog. Both are for signed-in users only and pass every row through the privacy filter of
 * the viewer (toUserJson).
 */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const { rows: directory, release } = sharedDirectoryRows(db, app.dbNotices);
  app.addHook('onClose', async () => release());
  let bodies: MemberListBodies | null = null;

  endpoint(app, 'familyMembers', { onRequest: [app.requireUser] }, async (request, reply) => {
    // The answer's schema (the privacy allow-list) serialises each distinct answer once.
    bodies ??= new MemberListBodies((members) => reply.serialize({ success: true, data: { members } }) as string);
    // A client that kept the list itself (the offline copy) asks again with its ETag and gets a
    // 304 while nothing has changed.
    return sendKeptBody(request, reply, bodies.bodyFor(await directory.snapshot(), request.user!));
  });

  endpoint(app, 'userProfile', { onRequest: [app.requireUser] }, async (request, reply) => {
    const id = parseMemberId(request.params.id);
    if (id === 'invalid') return refuse(reply, 400, ID_MESSAGES.invalidId);
    const member = id === 'unknown' ? undefined : await memberById(db, id);
    if (!member) return refuse(reply, 404, ID_MESSAGES.notFound);
    return { success: true, data: toUserJson(member, request.user) };
  });

  // Contact cards: as the family sees each member (vcards.ts leaves out what they hide, for
  // admins too), with a small photo. Another member's card is read fresh: never a stale one.
  const host = new URL(app.config.publicUrl).host;
  const cards = app.limit({ name: 'vcards', max: 60, windowMs: 60_000, key: (request) => String(request.user?.id ?? request.ip) });

  endpoint(app, 'memberVcard', { onRequest: [app.requireUser, cards] }, async (request, reply) => {
    const id = parseMemberId(request.params.id);
    if (id === 'invalid') return refuse(reply, 400, ID_MESSAGES.invalidId);
    const member = id === 'unknown' ? undefined : await memberById(db, id);
    if (!member) return refuse(reply, 404, ID_MESSAGES.notFound);
    const user = toUserJson(member, request.user);
    reply.header('Content-Disposition', `attachment; filename="${vcardFileName(userDisplayName(user) || 'family member')}"`);
    return vcardOf(user, host, await vcardPhoto(app.config.dataDir, member.photoURL), request.query.version);
  });

  endpoint(app, 'familyVcards', { onRequest: [app.requireUser, cards] }, async (request, reply) => {
    const rows = await directory.rows();
    const viewer = request.user!;
    const manages = canManageFamily(viewer);
    const parts: string[] = [];
    const version = request.query.version;
    for (const member of rows) parts.push(vcardOf(toUserJson(member, viewer, manages), host, await vcardPhoto(app.config.dataDir, member.photoURL), version));
    reply.header('Content-Disposition', `attachment; filename="${vcardFileName(`${app.config.siteName} family`)}"`);
    return parts.join('');
  });
}
