import type { FastifyInstance } from 'fastify';
import { checkDatabase } from '../services/health.js';

/** Where process managers and proxies ask whether the server can serve (no sign-in). */
export const HEALTH_PATH = '/healthz';

/**
 * 200 `{ status: 'ok', database: 'ok' }` while the database answers, else 503 with
 * `database: 'unavailable'`. It says nothing else about the site.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        response: {
          '2xx': { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
          '5xx': { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await checkDatabase(app.db);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        app.log.warn({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
}
