import type { FastifyInstance } from 'fastify';
import { canManageFamily } from 'shared-contracts';
import { findMember } from '../db/users.js';
import { endpoint, refuse } from '../http/endpoint.js';
import { DirectoryRows } from '../services/directory.js';
import { toUserJson } from '../services/users.js';
import { ID_MESSAGES, parseMemberId } from './ids.js';

/**
 * The Family Directory: every member for the directory cards, and one member for the profile
 * dialog. Both are for signed-in users only and pass every row through the privacy filter of
 * the viewer (toUserJson).
 */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const directory = new DirectoryRows(db);

  endpoint(app, 'familyMembers', { preHandler: [app.requireUser] }, async (request) => {
    const viewer = request.user!;
    // One query of only the columns shown (and not even that while nothing has changed).
    const rows = await directory.rows();
    const manages = canManageFamily(viewer);
    return { success: true, data: { members: rows.map((row) => toUserJson(row, viewer, manages)) } };
  });

  endpoint(app, 'userProfile', { preHandler: [app.requireUser] }, async (request, reply) => {
    const id = parseMemberId(request.params.id);
    if (id === 'invalid') return refuse(reply, 400, ID_MESSAGES.invalidId);
    const row = id === 'unknown' ? undefined : await findMember(db, id);
    if (!row) return refuse(reply, 404, ID_MESSAGES.notFound);
    return { success: true, data: toUserJson(row, request.user) };
  });
}
