import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../http/endpoint.js';
import { adminLogPage } from './admin-log.js';
import { callerText } from '../../i18n/answers.js';

/** GET admin/log (admins): the record of admin acts, newest first, a page at a time, by or on one member. */
export async function adminLogRoutes(app: FastifyInstance): Promise<void> {
  endpoint(app, 'adminLog', { onRequest: [app.requireRole('admin')] }, async (request) => {
    const page = request.query.page ? Number(request.query.page) : 1;
    const person = request.query.person ? Number(request.query.person) : undefined;
    // The log's words (kept in English) in the reader's language; names and addresses as kept.
    return { success: true, data: await adminLogPage(app.db, page, person, callerText(request)) };
  });
}
