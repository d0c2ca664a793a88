import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from 'shared-contracts';
import { endpoint, refuse } from '../../http/endpoint.js';
import { SECURITY_MESSAGES } from '../../plugins/security/messages.js';
import {
  buildBirthdayFeed,
  feedFileName,
  feedMembers,
  feedOfMember,
  feedOfSecret,
  feedUrl,
  newFeedSecret,
  revokeFeed,
  secretOfFeedFile,
} from './feed.js';
import { languageOfMember } from '../languages/index.js';

const MINUTE = 60_000;

export const CALENDAR_MESSAGES = {
  created: 'Your private calendar address is ready. Copy it now: it is shown only this once.',
  revoked: 'Your calendar address is turned off.',
  noFeed: 'You have no calendar address to turn off.',
} as const;

/**
 * How long a calendar app (never a shared cache) may keep a copy of the feed: short, so a
 * birthday turned hidden or an address turned off is gone from the app within minutes.
 */
export const FEED_CACHE_CONTROL = 'private, max-age=300';

/** The private birthday feed: the member's subscription address and the .ics it serves (issue 7). */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  endpoint(app, 'calendarFeed', { onRequest: [app.requireUser] }, async (request) => {
    const feed = await feedOfMember(db, request.user!.id);
    return { success: true, data: feed ? { active: true, createdAt: feed.createdAt.toISOString() } : { active: false } };
  });

  endpoint(
    app,
    'createCalendarFeed',
    {
      // Per member (requireUser runs first): 20 new addresses an hour is far more than anyone needs.
      onRequest: [app.requireUser, app.limit({ name: 'calendar-feed-create', max: 20, windowMs: 60 * MINUTE, key: (request) => String(request.user!.id) })],
    },
    async (request) => {
      // Only the hash is stored: the address is shown in this answer and never again.
      const { secret, feed } = await newFeedSecret(db, request.user!.id, app.now());
      request.log.info({ userId: request.user!.id }, 'calendar feed address made');
      return {
        success: true,
        message: CALENDAR_MESSAGES.created,
        data: { url: feedUrl(config.publicUrl, secret), createdAt: feed.createdAt.toISOString() },
      };
    },
  );

  endpoint(app, 'revokeCalendarFeed', { onRequest: [app.requireUser] }, async (request, reply) => {
    const removed = await revokeFeed(db, request.user!.id);
    if (!removed) return refuse(reply, 404, CALENDAR_MESSAGES.noFeed);
    request.log.info({ userId: request.user!.id }, 'calendar feed address turned off');
    return { success: true, message: CALENDAR_MESSAGES.revoked };
  });

  // Guessing is pointless (256 random bits) but each try costs a hash and a query: 60 fetches a
  // minute per address, and an address that keeps missing is slowed down much sooner.
  const missLimit = app.limit({ name: 'calendar-feed-miss', max: 20, windowMs: 15 * MINUTE });

  /*
   * The .ics a calendar app fetches, without a session: the secret in the path IS the
   * credential. It is compared as its hash; the request log shows the path redacted (app.ts
   * redactUrl). Anything that is not a live address, a malformed name, a revoked or unknown
   * secret, gets the same 404 as a path that does not exist.
   */
  endpoint(app, 'calendarIcs', { onRequest: [app.limit({ name: 'calendar-feed', max: 60, windowMs: MINUTE })] }, async (request, reply) => {
    const secret = secretOfFeedFile(request.params.file);
    const feed = secret ? await feedOfSecret(db, secret) : undefined;
    if (!feed) {
      await missLimit(request, reply);
      return refuse(reply, 404, SECURITY_MESSAGES.notFound);
    }
    const [members, locale] = await Promise.all([feedMembers(db), languageOfMember(db, feed.userId)]);
    reply.header('Content-Disposition', `attachment; filename="${feedFileName(config.siteName)}"`);
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    return buildBirthdayFeed(members, { publicUrl: config.publicUrl, siteName: config.siteName, now: app.now(), locale });
  });

  // The API answers no-store (plugins/security/headers.ts, a global onSend); a served feed may
  // be kept briefly by the calendar app that fetched it. Hooks of this plugin run after the
  // global ones, so this has the last word; only a 200 of the feed route is affected.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === ENDPOINTS.calendarIcs.path && reply.statusCode === 200) {
      reply.header('Cache-Control', FEED_CACHE_CONTROL);
    }
    return payload;
  });
}
