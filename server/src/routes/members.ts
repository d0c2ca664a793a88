import type { FastifyInstance } from 'fastify';
import { endpoint, refuse } from '../http/endpoint.js';
import { DirectoryRows } from '../services/directory.js';
import { toUserJson } from '../services/member-json.js';
import { MemberListBodies, negotiateEncoding } from '../services/member-list.js';
import { memberById } from '../services/members.js';
import { ID_MESSAGES, parseMemberId } from './ids.js';

/**
 * The Family Directory: every member for the directory cards, and one member for the profile
 * dialog. Both are for signed-in users only and pass every row through the privacy filter of
 * the viewer (toUserJson).
 */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const directory = new DirectoryRows(db, app.dbNotices);
  app.addHook('onClose', async () => directory.close());
  let bodies: MemberListBodies | null = null;

  endpoint(app, 'familyMembers', { onRequest: [app.requireUser] }, async (request, reply) => {
    // The answer's schema (the privacy allow-list) serialises each distinct answer once.
    bodies ??= new MemberListBodies((members) => reply.serialize({ success: true, data: { members } }) as string);
    const body = bodies.bodyFor(await directory.snapshot(), request.user!);
    // Never stored by the browser (a shared device), but a client that kept the list itself (the
    // offline copy) asks again with its ETag and gets a 304 while nothing has changed.
    reply.header('ETag', body.etag).header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(await body.encoded(encoding));
  });

  endpoint(app, 'userProfile', { onRequest: [app.requireUser] }, async (request, reply) => {
    const id = parseMemberId(request.params.id);
    if (id === 'invalid') return refuse(reply, 400, ID_MESSAGES.invalidId);
    const member = id === 'unknown' ? undefined : await memberById(db, id);
    if (!member) return refuse(reply, 404, ID_MESSAGES.notFound);
    return { success: true, data: toUserJson(member, request.user) };
  });
}
