import type { FastifyInstance } from 'fastify';

/** User administration: list, create, import, delete, test e-mail (issue 8). */
export async function adminUserRoutes(_app: FastifyInstance): Promise<void> {}
