import type { FastifyInstance } from 'fastify';

/** Where process managers and proxies ask whether the server can serve (no sign-in). */
export const HEALTH_PATH = '/healthz';

const OK = { status: 'ok', database: 'ok' } as const;
const UNAVAILABLE = { status: 'unavailable', database: 'unavailable' } as const;

/**
 * 200 `{ status: 'ok', database: 'ok' }` while the database answers, else 503 with
 * `database: 'unavailable'`, from an answer at most a second old (DatabaseHealth). It says
 * nothing else about the site.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const health = app.databaseHealth;
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
      if (await health.ok()) return OK;
      return reply.code(503).send(UNAVAILABLE);
    },
  );
}
