import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_REMINDER_HOUR, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_MESSAGES, type NotificationChoices, type NotificationKind } from 'shared-contracts';
import { countPushSubscriptions, deletePushSubscription, listPushSubscriptions, readChoices, readTimeZone, saveChoices, savePushSubscription } from './queries.js';
import { endpoint, refuse } from '../../http/endpoint.js';
import { isKnownTimeZone } from './birthday-occasions.js';
import { STOP_ALL, UNSUBSCRIBE_PATH, choicesFrom } from './notifier.js';
import { checkPushSubscription } from './push-subscription.js';
import { verifyUnsubscribe } from './unsubscribe-links.js';
import { siteKey } from '../../lib/site-key.js';
import { getReminderHour, setReminderHour } from '../site-look/index.js';
import { unsubscribePage } from './unsubscribe-page.js';
import { languageOf, languageOfMember } from '../languages/index.js';
import { serverText } from '../../i18n/server-text.js';
import { requestLocale } from '../../i18n/request-locale.js';
import { varyOn } from '../../plugins/security.js';

const MINUTE = 60_000;

/** Every kind and channel as a stored row. */
const rowsOf = (choices: NotificationChoices) => NOTIFICATION_KINDS.flatMap((kind) => NOTIFICATION_CHANNELS.map((channel) => ({ kind, channel, enabled: choices[kind][channel] })));

/**
 * Notifications (issue 22): a member's choices, time zone and devices; the admin's morning hour,
 * push status and test; and the link at the foot of every e-mail that stops them (no sign-in).
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, notifier } = app;
  const perUser = (name: string, max: number) => app.limit({ name, max, windowMs: 10 * MINUTE, key: (request) => String(request.user?.id ?? request.ip) });

  const settingsOf = async (userId: number) => {
    const [rows, timeZone, devices, reminderHour] = await Promise.all([readChoices(db, userId), readTimeZone(db, userId), listPushSubscriptions(db, userId), getReminderHour(db)]);
    return { choices: choicesFrom(rows), timeZone, publicKey: notifier.publicKey(), devices: devices.length, reminderHour };
  };

  endpoint(app, 'notifications', { onRequest: app.requireUser }, async (request) => ({ success: true, data: await settingsOf(request.user!.id) }));

  endpoint(app, 'saveNotifications', { onRequest: [app.requireUser, perUser('notification-choices', 60)] }, async (request, reply) => {
    const { choices, timeZone } = request.body;
    if (timeZone !== undefined && !isKnownTimeZone(timeZone)) return refuse(reply, 400, NOTIFICATION_MESSAGES.timeZone);
    await saveChoices(db, request.user!.id, rowsOf(choices as NotificationChoices), timeZone);
    return { success: true, message: NOTIFICATION_MESSAGES.saved, data: await settingsOf(request.user!.id) };
  });

  endpoint(app, 'addPushDevice', { onRequest: [app.requireUser, perUser('push-devices', 30)] }, async (request, reply) => {
    const checked = checkPushSubscription(request.body, app.pushOrigins);
    if ('refused' in checked) return refuse(reply, 400, checked.refused);
    await savePushSubscription(db, { userId: request.user!.id, ...checked }, app.now());
    reply.code(201);
    return { success: true, message: NOTIFICATION_MESSAGES.deviceAdded, data: await settingsOf(request.user!.id) };
  });

  endpoint(app, 'removePushDevice', { onRequest: [app.requireUser, perUser('push-devices', 30)] }, async (request, reply) => {
    const address = request.body.endpoint ?? '';
    // Only what a device could have given (printable, no spaces): anything else was never kept.
    if (!/^[\x21-\x7e]+$/.test(address)) return refuse(reply, 400, NOTIFICATION_MESSAGES.endpoint);
    await deletePushSubscription(db, address, request.user!.id);
    return { success: true, message: NOTIFICATION_MESSAGES.deviceRemoved, data: await settingsOf(request.user!.id) };
  });

  const adminStatus = async () => ({ reminderHour: await getReminderHour(db), pushReady: notifier.publicKey().length > 0, devices: await countPushSubscriptions(db) });

  endpoint(app, 'adminNotifications', { onRequest: [app.requireRole('admin')] }, async () => ({ success: true, data: await adminStatus() }));

  endpoint(app, 'saveAdminNotifications', { onRequest: [app.requireRole('admin')], bodyLimit: 1024 }, async (request) => {
    await setReminderHour(db, request.body.reminderHour ?? DEFAULT_REMINDER_HOUR, app.now());
    return { success: true, message: NOTIFICATION_MESSAGES.hourSaved, data: await adminStatus() };
  });

  endpoint(app, 'testPush', { onRequest: [app.requireRole('admin'), perUser('push-test', 10)] }, async (request, reply) => {
    const body = serverText(await languageOf(db, request.user!.language))('push.test.body');
    const outcomes = await notifier.push(request.user!.id, { title: config.siteName, body, url: '/dashboard/settings', tag: 'test' });
    if (outcomes.length === 0) return refuse(reply, 409, NOTIFICATION_MESSAGES.noDevice);
    const count = (outcome: string) => outcomes.filter((each) => each === outcome).length;
    return { success: true, message: NOTIFICATION_MESSAGES.testSent(count('sent')), data: { sent: count('sent'), gone: count('gone'), failed: count('failed') } };
  });

  // The e-mail's link: GET asks (a mail scanner that follows links changes nothing), POST stops.
  // Mail apps' one-click unsubscribe (RFC 8058) POSTs "List-Unsubscribe=One-Click" to the same address.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    const limit = app.limit({ name: 'unsubscribe', max: 30, windowMs: 10 * MINUTE });
    const answer = async (request: FastifyRequest, stop: boolean, reply: FastifyReply) => {
      const query = request.query as Record<string, unknown>;
      const link = verifyUnsubscribe(siteKey(config.dataDir), query);
      const known = link && (link.stop === STOP_ALL || (NOTIFICATION_KINDS as readonly string[]).includes(link.stop));
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!link || !known) {
        // Whose link it was cannot be told: the browser's languages say which to answer in.
        varyOn(reply, 'Accept-Language');
        return reply.code(400).send(unsubscribePage({ siteName: config.siteName, state: 'invalid', locale: requestLocale(request) }));
      }
      // The e-mail's language: the member's.
      const locale = await languageOfMember(db, link.member);
      const kinds = link.stop === STOP_ALL ? [...NOTIFICATION_KINDS] : [link.stop as NotificationKind];
      if (stop) {
        const choices = choicesFrom(await readChoices(db, link.member));
        for (const kind of kinds) choices[kind].email = false;
        await saveChoices(db, link.member, rowsOf(choices), undefined).catch((error: unknown) => {
          // A member deleted since the e-mail: nothing is left to stop.
          app.log.info({ err: error }, 'an unsubscribe link of a member who is gone');
        });
      }
      const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ member: String(link.member), stop: link.stop, sig: String(query.sig) })}`;
      return reply.send(unsubscribePage({ siteName: config.siteName, state: stop ? 'stopped' : 'ask', kinds, action, locale }));
    };
    scope.get(UNSUBSCRIBE_PATH, { onRequest: limit }, async (req, reply) => answer(req, false, reply));
    scope.post(UNSUBSCRIBE_PATH, { onRequest: limit }, async (req, reply) => answer(req, true, reply));
  });
}
