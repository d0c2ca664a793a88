import type { FastifyInstance } from 'fastify';
import { API_PATHS, canManageFamily } from 'shared-contracts';
import { DirectoryRows } from '../services/directory.js';
import { MEMBER_COLUMNS, memberJsonSchema, toMemberJson } from '../services/users.js';
import { ID_MESSAGES, parseMemberId, routeWithId } from './ids.js';
import { envelope, responses } from './schemas.js';

/**
 * The Family Directory: every member for the directory cards, and one member for the profile
 * dialog. Both are for signed-in users only and pass every row through the privacy filter of
 * the viewer (toMemberJson).
 */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const directory = new DirectoryRows(db);

  app.get(
    API_PATHS.familyMembers,
    {
      preHandler: [app.requireUser],
      schema: {
        response: responses({
          200: envelope({
            type: 'object',
            required: ['members'],
            properties: { members: { type: 'array', items: memberJsonSchema } },
          }),
        }),
      },
    },
    async (request) => {
      const viewer = request.user!;
      // One query of only the columns shown (and not even that while nothing has changed).
      const rows = await directory.rows();
      const manages = canManageFamily(viewer);
      return { success: true, data: { members: rows.map((row) => toMemberJson(row, viewer, manages)) } };
    },
  );

  app.get<{ Params: { id: string } }>(
    routeWithId(API_PATHS.userProfile),
    { preHandler: [app.requireUser], schema: { response: responses({ 200: envelope(memberJsonSchema) }) } },
    async (request, reply) => {
      const id = parseMemberId(request.params.id);
      if (id === 'invalid') return reply.code(400).send({ success: false, message: ID_MESSAGES.invalidId });
      const row = id === 'unknown' ? undefined : await db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
      if (!row) return reply.code(404).send({ success: false, message: ID_MESSAGES.notFound });
      return { success: true, data: toMemberJson(row, request.user) };
    },
  );
}
