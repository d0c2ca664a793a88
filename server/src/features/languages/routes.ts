import type { FastifyInstance } from 'fastify';
import { LANGUAGE_MESSAGES, LOCALE_NAMES, type Locale } from 'shared-contracts';
import { endpoint, refuse } from '../../http/endpoint.js';
import { ID_MESSAGES } from '../../http/ids.js';
import { recordAct } from '../admin-log/index.js';
import { toUserJson, writeLanguage } from '../members/index.js';
import { saveSiteLanguage, siteLanguage } from './site-language.js';

/*
 * Choosing a language (issue 42). A member's own choice is kept with their account, so it follows
 * them to every device; any signed-in account may save its own, one waiting for approval too (its
 * e-mails, the approval's among them, are then in that language). The site's default is the
 * admin's. The guards run in onRequest: a stranger learns nothing from the body's check, which
 * refuses any language but the seven with the schema's own message.
 */
export async function languageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const admin = { onRequest: [app.requireRole('admin')] };

  endpoint(app, 'setLanguage', { onRequest: [app.requireAccount], bodyLimit: 1024 }, async (request, reply) => {
    const account = await writeLanguage(db, request.user!.id, request.body.language as Locale);
    // The account went between the session's check and the write (deleted in another tab).
    if (!account) return refuse(reply, 404, ID_MESSAGES.notFound);
    return { success: true, message: LANGUAGE_MESSAGES.saved, data: { user: toUserJson(account, account) } };
  });

  endpoint(app, 'siteLanguage', admin, async () => ({ success: true, data: { language: await siteLanguage(db) } }));

  endpoint(app, 'saveSiteLanguage', { ...admin, bodyLimit: 1024 }, async (request) => {
    const language = request.body.language as Locale;
    await saveSiteLanguage(db, language, app.now());
    request.log.info({ userId: request.user!.id, language }, 'site language saved');
    await recordAct(db, { act: 'siteLanguageChanged', actor: request.user!, details: `${LOCALE_NAMES[language]} (${language})` }, app.now(), request.log);
    return { success: true, message: LANGUAGE_MESSAGES.siteSaved, data: { language } };
  });
}
