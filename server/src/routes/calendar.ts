import type { FastifyInstance } from 'fastify';

/** The private birthday feed: the member's subscription address and the .ics it serves (issue 7). */
export async function calendarRoutes(_app: FastifyInstance): Promise<void> {}
