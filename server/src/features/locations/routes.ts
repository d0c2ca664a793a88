import type { FastifyInstance } from 'fastify';
import { LOCATION_MESSAGES, type LocationUpdatePayload } from 'shared-contracts';
import { endpoint, refuse } from '../../http/endpoint.js';
import { ID_MESSAGES } from '../../http/ids.js';
import { SharingExpiry } from './location-expiry.js';
import { sharingEnd, toUserJson, moveLocation, shareLocation, stopSharingLocation } from '../members/index.js';

/** {latitude, longitude, sharingFor} is under 100 bytes; this leaves room and refuses anything absurd. */
const LOCATION_BODY_LIMIT = 1024;
/**
 * The map posts at most once a minute while open, plus the member's own switching. Counted per
 * member (the family may share one home address), generous enough for several open devices.
 */
const LOCATION_LIMIT = { name: 'location', max: 20, windowMs: 60_000 };

/**
 * Live location: POST location/update and DELETE location/clear. Live only: one current position
 * per member, no history, deleted when sharing stops by any path (here, a profile save, an
 * admin's edit, or the end of the period the member chose).
 */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const expiry = new SharingExpiry(app.db, () => app.now(), app.log);
  app.addHook('onReady', async () => expiry.start());
  app.addHook('onClose', async () => expiry.stop());

  const limit = app.limit({ ...LOCATION_LIMIT, key: (request) => `user:${request.user?.id ?? request.ip}` });

  endpoint(app, 'locationUpdate', { onRequest: [app.requireUser, limit], bodyLimit: LOCATION_BODY_LIMIT }, async (request, reply) => {
    const member = request.user!;
    const { latitude, longitude, sharingFor } = request.body as LocationUpdatePayload;
    const now = app.now();
    let row;
    if (sharingFor) {
      const until = sharingEnd(sharingFor, now);
      row = await shareLocation(app.db, member.id, { latitude, longitude }, now, until);
      expiry.noteEnd(until);
    } else {
      row = await moveLocation(app.db, member.id, { latitude, longitude }, now);
      if (!row) return refuse(reply, 409, LOCATION_MESSAGES.notSharing);
    }
    if (!row) return refuse(reply, 404, ID_MESSAGES.notFound);
    // Never the coordinates: where a member is stays out of the log.
    request.log.debug({ userId: member.id, sharingFor: sharingFor ?? 'refresh' }, 'location updated');
    return { success: true, message: LOCATION_MESSAGES.shared, data: { user: toUserJson(row, member, undefined, now) } };
  });

  endpoint(app, 'locationClear', { onRequest: [app.requireUser, limit] }, async (request, reply) => {
    const member = request.user!;
    const now = app.now();
    const row = await stopSharingLocation(app.db, member.id, now);
    if (!row) return refuse(reply, 404, ID_MESSAGES.notFound);
    request.log.debug({ userId: member.id }, 'location sharing turned off');
    return { success: true, message: LOCATION_MESSAGES.cleared, data: { user: toUserJson(row, member, undefined, now) } };
  });
}
