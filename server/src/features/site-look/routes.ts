import type { FastifyInstance } from 'fastify';
import { recordAct } from '../admin-log/index.js';
import fastifyMultipart from '@fastify/multipart';
import { SETTINGS_MESSAGES, type Theme } from 'shared-contracts';
import { endpoint, refuse } from '../../http/endpoint.js';
import { readSingleFile, singleFileLimits } from '../../http/multipart.js';
import {
  BACKGROUND_MAX_BYTES,
  BACKGROUND_MESSAGES,
  BACKGROUNDS_URL_PREFIX,
    backgroundFileOf,
  backgroundNameOf,
  deleteBackgroundFile,
  listBackgrounds,
  prepareBackgroundsDir,
  reencodeBackground,
  storeBackground,
} from './backgrounds.js';
import { ImageError } from '../../lib/images.js';
import { clearBackgroundIf, getBackgroundUrl, getTheme, saveTheme, setBackgroundUrl } from './settings.js';

const MINUTE = 60_000;
/** A theme is about 1.5 KB of JSON; anything far larger is refused before it is parsed. */
const THEME_BODY_LIMIT = 16 * 1024;

/**
 * The family's site settings: its theme and its background picture. Everyone may read them
 * (the sign-in page wears them too); only admins and managers change them, and their guards run
 * in onRequest, so a stranger's body is never even read.
 */
export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const manager = { onRequest: [app.requireRole('manager')] };

  prepareBackgroundsDir(config.dataDir);
  // Only this plugin's routes (the background upload) read multipart bodies here.
  await app.register(fastifyMultipart, { limits: singleFileLimits(BACKGROUND_MAX_BYTES), throwFileSizeLimit: false });

  // --- Theme -------------------------------------------------------------------------------

  endpoint(app, 'theme', {}, async () => ({ success: true, data: { theme: await getTheme(db) } }));

  // The body is held to ThemeSchema before this runs: every key present, none unknown, every
  // value to its pattern (no way to carry CSS or script). Stored once for the family.
  endpoint(app, 'saveTheme', { ...manager, bodyLimit: THEME_BODY_LIMIT }, async (request) => {
    const theme = request.body.theme as Theme;
    await saveTheme(db, theme, app.now());
    request.log.info({ userId: request.user!.id }, 'theme saved');
    await recordAct(db, { act: 'themeChanged', actor: request.user! }, app.now(), request.log);
    return { success: true, message: SETTINGS_MESSAGES.themeSaved, data: { theme } };
  });

  // --- Background --------------------------------------------------------------------------

  endpoint(app, 'backgroundImage', {}, async () => ({ success: true, data: { backgroundUrl: await getBackgroundUrl(db) } }));

  endpoint(app, 'backgroundImages', manager, async () => {
    const backgrounds = await listBackgrounds(config.dataDir, await getBackgroundUrl(db));
    return { success: true, data: { backgrounds } };
  });

  const uploadLimit = app.limit({ name: 'background-upload', max: 30, windowMs: 10 * MINUTE, key: (request) => String(request.user!.id) });

  endpoint(app, 'uploadBackground', { ...manager, preHandler: [uploadLimit] }, async (request, reply) => {
    const user = request.user!;
    // One file field named background, at most 20MB, held in memory until it has been checked.
    const upload = await readSingleFile(request, { field: 'background', maxBytes: BACKGROUND_MAX_BYTES, messages: BACKGROUND_MESSAGES });
    if (!upload.ok) {
      request.log.info({ userId: user.id, status: upload.status }, `background refused: ${upload.message}`);
      return refuse(reply, upload.status, upload.message);
    }
    let webp: Buffer;
    try {
      webp = await reencodeBackground(upload.data);
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      request.log.info({ userId: user.id, bytes: upload.data.length }, `background refused: ${error.message}`);
      return refuse(reply, 400, error.message);
    }
    const stored = await storeBackground(config.dataDir, webp);
    try {
      await setBackgroundUrl(db, stored.url, app.now());
    } catch (error) {
      await deleteBackgroundFile(config.dataDir, stored.name).catch(() => {});
      throw error;
    }
    request.log.info({ userId: user.id, bytes: upload.data.length, storedBytes: webp.length }, 'background uploaded and set');
    await recordAct(db, { act: 'backgroundUploaded', actor: user, details: stored.name }, app.now(), request.log);
    return { success: true, message: BACKGROUND_MESSAGES.uploaded, data: { backgroundUrl: stored.url } };
  });

  endpoint(app, 'setBackground', manager, async (request, reply) => {
    const name = backgroundNameOf(request.body.backgroundUrl);
    if (!name) return refuse(reply, 400, BACKGROUND_MESSAGES.notInGallery);
    if (!(await backgroundFileOf(config.dataDir, name))) return refuse(reply, 404, BACKGROUND_MESSAGES.notFound);
    const backgroundUrl = request.body.backgroundUrl!;
    await setBackgroundUrl(db, backgroundUrl, app.now());
    request.log.info({ userId: request.user!.id, backgroundUrl }, 'background set');
    await recordAct(db, { act: 'backgroundChosen', actor: request.user!, details: name }, app.now(), request.log);
    return { success: true, message: BACKGROUND_MESSAGES.updated, data: { backgroundUrl } };
  });

  // Takes only the name of a gallery picture: '..', '/', '%2F', absolute paths, other folders'
  // files and links placed in the folder are refused (400 or 404) and nothing is touched.
  endpoint(app, 'deleteBackground', manager, async (request, reply) => {
    const name = request.params.file;
    if (backgroundNameOf(`${BACKGROUNDS_URL_PREFIX}${name}`) !== name) return refuse(reply, 400, BACKGROUND_MESSAGES.badFileName);
    if (!(await deleteBackgroundFile(config.dataDir, name))) return refuse(reply, 404, BACKGROUND_MESSAGES.notFound);
    // The current one deleted: everyone falls back to the default.
    const cleared = await clearBackgroundIf(db, `${BACKGROUNDS_URL_PREFIX}${name}`);
    request.log.info({ userId: request.user!.id, name, wasCurrent: cleared }, 'background deleted');
    await recordAct(db, { act: 'backgroundDeleted', actor: request.user!, details: name }, app.now(), request.log);
    return { success: true, message: BACKGROUND_MESSAGES.deleted, data: { backgroundUrl: await getBackgroundUrl(db) } };
  });
}
