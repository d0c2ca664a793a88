import type { FastifyInstance } from 'fastify';
import { endpoint } from '../http/endpoint.js';
import { getBackgroundUrl } from '../services/settings.js';

/**
 * The family's site settings: its theme and its background picture. Everyone may read them
 * (the sign-in page wears them too); only admins and managers change them.
 */
export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  endpoint(app, 'backgroundImage', {}, async () => ({ success: true, data: { backgroundUrl: await getBackgroundUrl(db) } }));
}
