import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../http/endpoint.js';
import { adminLogPage } from './admin-log.js';

/** GET admin/log (admins): the record of admin acts, newest first, a page at a time, by or on one member. */
export async function adminLogRoutes(app: FastifyInstance): Promise<void> {
  endpoint(app, 'adminLog', { onRequest: [app.requireRole('admin')] }, async (request) => {
    const page = request.query.page ? Number(request.query.page) : 1;
    const person = request.query.person ? Number(request.query.person) : undefined;
    return { success: true, data: await adminLogPage(app.db, page, person) };
  });
}
