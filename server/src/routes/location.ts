import type { FastifyInstance } from 'fastify';

/** Live location: POST location/update and DELETE location/clear (issue 7). */
export async function locationRoutes(_app: FastifyInstance): Promise<void> {}
