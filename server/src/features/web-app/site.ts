import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADDRESS_LINK_ATTRIBUTE,
  APP_CONFIG_ELEMENT_ID,
  APP_CONFIG_PATH,
  APP_ROUTES,
  MAPS_DEFAULTS,
  MAP_SERVICE_CHUNKS,
  REMOTE_FOLDERS,
  SITE_NAME_META,
  mapServiceOf,
  mayStay,
  pageAt,
  type AppConfig,
} from 'shared-contracts';
import { PINNED_PAGE_FILE, PINNED_WORKER_FILE, WORKER_PINNED_FOLDERS, type PinnedRemote } from 'shared-contracts/remote-pins';
import type { Config } from '../../config.js';
import { refuse } from '../../http/endpoint.js';
import { escapeHtml } from '../../mail/templates.js';
import { DEPLOYED_URL_PREFIX, deployedRemotesDirOf, pinnedFolders, type RemoteState } from './remote-deployments.js';
import { ReadWhenChanged } from '../../lib/read-when-changed.js';
import { StartFiles } from './start-files.js';
import { sessionToken } from '../accounts/index.js';
import { SECURITY_MESSAGES, isApiPath, routedPath } from '../../plugins/security.js';

/** Entry points that must always be revalidated: a new build must be picked up at once. */
const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'main.js', 'app-config.json', 'sw.js']);
/** webpack's content-hashed chunk names: `name.0123456789.js` (10 hex digits). */
const HASHED_FILE = /\.[0-9a-f]{10}\./;

export function cacheControlFor(fileName: string): string {
  if (NO_CACHE_FILES.has(fileName)) return 'no-cache';
  if (HASHED_FILE.test(fileName)) return 'public, max-age=31536000, immutable';
  // Everything else (icons, manifest, service-worker helpers) is revalidated with its ETag.
  return 'no-cache';
}

/** The shell's index.html with the family's site name in <title> and in the site-name meta tag. */
export function renderIndexHtml(html: string, siteName: string): string {
  const name = escapeHtml(siteName);
  const metaTag = `<meta name="${SITE_NAME_META}" content="${name}">`;
  const metaPattern = new RegExp(`<meta\\b[^>]*\\bname=["']?${SITE_NAME_META}["']?(?=[\\s/>])[^>]*>`, 'i');
  // Replaced by functions: in a replacement string, a name with "$&" or "$'" would pull in parts
  // of the page.
  let out = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${name}</title>`);
  if (metaPattern.test(out)) out = out.replace(metaPattern, () => metaTag);
  else out = out.replace(/<\/head>/i, () => `${metaTag}</head>`);
  return out;
}

/**
 * index.html as the page at `pathname` asks for it: the run-time configuration inline, so the
 * shell finds its remotes without a round trip for /app-config.json first, and the manifest of
 * the page's remote (same origin) and the scripts its page starts with (`startScripts`, from
 * StartFiles) fetched beside the shell's first scripts instead of after them. On a phone's
 * 150 ms round trips each link of that chain was a wait before the first screen. The links are
 * marked as the address's (ADDRESS_LINK_ATTRIBUTE): the service worker's one copy of the page,
 * which answers every address offline, leaves them out.
 */
export function withStartHints(html: string, appConfig: AppConfig, pathname: string, startScripts: readonly string[] = []): string {
  const page = pageAt(pathname);
  // A pinned remote has no location in `remotes` (the page's pinning script gives it): no hint.
  const manifest = page ? appConfig.remotes[page.remote] : undefined;
  // The federation runtime fetches it with fetch(): a preload as="fetch" with CORS credentials
  // of the same origin is the request it makes, so the answer is used, not fetched twice.
  const preload = manifest && /^\/(?![/\\])/.test(manifest) && !manifest.includes('\\') ? `<link rel="preload" ${ADDRESS_LINK_ATTRIBUTE} href="${escapeHtml(manifest)}" as="fetch" crossorigin="anonymous">` : '';
  // Loaded as plain scripts (no crossorigin) by the federation runtime and webpack alike.
  const scripts = startScripts.map((src) => `<link rel="preload" ${ADDRESS_LINK_ATTRIBUTE} href="${escapeHtml(src)}" as="script">`).join('');
  // A data block, never run; '<' escaped so nothing in it (the family's site name) can close it.
  const json = JSON.stringify(appConfig).replace(/</g, '\\u003c');
  const data = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${json}</script>`;
  return withPinningScript(html, appConfig).replace(/<\/head>/i, () => `${preload}${scripts}${data}</head>`);
}

/**
 * A page whose configuration pins remotes runs the shell's script that applies the pins
 * (PINNED_PAGE_FILE) before the shell's own code: deferred like main.js and placed before it, so
 * it runs first, once the page (and the configuration in it) is read. Other pages do not name it.
 */
function withPinningScript(html: string, appConfig: AppConfig): string {
  if (!appConfig.pinnedRemotes) return html;
  const tag = `<script defer src="/${PINNED_PAGE_FILE}"></script>`;
  return /<script\b/i.test(html) ? html.replace(/<script\b/i, () => `${tag}<script`) : html.replace(/<\/head>/i, () => `${tag}</head>`);
}

const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The service worker with the handling of pinned remotes before its code
 * (shell/src/pwa/pinnedWorker.ts, after the list of their folders). A worker may fetch only what
 * its own policy (its file's headers, when it was installed) allows, so it handles only the
 * folders it was installed with; a change of them (another version, a rollback) changes the
 * file, and browsers install the new worker, which drops the old copies.
 */
function workerWithPinnedFolders(text: string, pinned: string, folders: readonly string[]): string {
  return `self.${WORKER_PINNED_FOLDERS}=${JSON.stringify(folders).replace(/</g, '\\u003c')};\n${pinned}\n${text}`;
}

function appConfigOf(config: Config): AppConfig {
  return { siteName: config.siteName, remotes: { ...config.remotes }, maps: { ...config.maps } };
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/**
 * The built site: the shell at /, each remote under /remotes/<folder>/, /app-config.json, and the
 * shell's index.html for every client-side route. Builds that do not exist are simply not served;
 * the API works without any of them.
 */
export const sitePlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const shellDist = path.join(config.webRoot, 'shell', 'dist');
    const indexFile = path.join(shellDist, 'index.html');
    const hasShell = fs.existsSync(indexFile);

    const index = new ReadWhenChanged(indexFile, (html) => renderIndexHtml(html, config.siteName));
    const indexHtml = async (): Promise<string> => {
      const html = await index.value();
      if (html === null) throw new Error(`${indexFile} cannot be read`);
      return html;
    };
    const overrides = app.remoteOverrides;
    // Made again only when the remotes file changes: the shell asks on every start.
    let made: { state: RemoteState; config: AppConfig; json: string } | null = null;
    const currentAppConfig = async (pageLoad = false): Promise<{ config: AppConfig; json: string; state: RemoteState }> => {
      const state = await overrides.current(pageLoad);
      if (made?.state !== state) {
        const base = appConfigOf(config);
        const appConfig: AppConfig = { ...base, remotes: { ...base.remotes, ...state.remotes } };
        // A pinned remote's location goes with its pins only: a page that does not apply them
        // (its pinning script did not load) finds no location, rather than loading it unchecked.
        const pinned = Object.entries(state.integrity).flatMap(([name, integrity]): Array<[string, PinnedRemote]> => {
          const manifest = appConfig.remotes[name];
          delete appConfig.remotes[name];
          return manifest && integrity ? [[name, { manifest, integrity }]] : [];
        });
        if (pinned.length > 0) appConfig.pinnedRemotes = Object.fromEntries(pinned);
        made = { state, config: appConfig, json: JSON.stringify(appConfig) };
      }
      return made;
    };

    const startFiles = new StartFiles(config.webRoot);
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = routedPath(request);
      // A reload right after a deploy gets the new version: the page carries the configuration.
      const { config: appConfig, state } = await currentAppConfig(true);
      // A page of a site with pinned remotes: their hosts are checked again (at most every few
      // minutes), so the log says what failed when a member sees a remote that cannot be loaded.
      overrides.pins.recheck(state);
      // Only a page the visitor will stay on, by the shell's guards' rule: without a session their
      // home is the sign-in page; with one, the family's (the cookie is only a hint, and whether
      // an account still waits is the shell's check to learn: /waiting gets no hints).
      const home = sessionToken(request) !== undefined ? APP_ROUTES.dashboard : APP_ROUTES.auth;
      const found = pageAt(pathname);
      const page = found && mayStay(found.access, home) ? found : undefined;
      // A pinned remote (not in `remotes`) has its scripts fetched with their integrity and CORS: a plain hint would be a second download.
      const manifest = page ? appConfig.remotes[page.remote] : undefined;
      // The map's page draws the configured service's view at once: its chunk comes beside the page.
      const later = page?.showsMap ? [MAP_SERVICE_CHUNKS[mapServiceOf(appConfig.maps ?? MAPS_DEFAULTS)]] : [];
      const startScripts = page ? await startFiles.of(page, manifest, later) : [];
      const html = withStartHints(await indexHtml(), appConfig, page ? page.path : '', startScripts);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };

    app.get(APP_CONFIG_PATH, async (_request, reply) => {
      const { json } = await currentAppConfig();
      // Sent as made: the JSON of appConfigOf's AppConfig, the remotes file's locations over it.
      return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(json);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const url = routedPath(request);
      const clientRoute =
        hasShell &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(url) &&
        !url.startsWith('/remotes/') &&
        !url.startsWith(DEPLOYED_URL_PREFIX) &&
        !url.startsWith('/uploads/') &&
        acceptsHtml(request);
      if (clientRoute) return sendIndex(request, reply);
      return refuse(reply, 404, SECURITY_MESSAGES.notFound);
    });

    const staticOptions = {
      index: false as const,
      wildcard: true,
      // Source maps hold the whole source of the site: they are never served.
      allowedPath: (pathName: string) => !pathName.endsWith('.map'),
      redirect: false,
      cacheControl: false,
      dotfiles: 'ignore' as const,
      decorateReply: false,
      // The build writes .br and .gz files beside the text files; @fastify/static picks one by
      // Accept-Encoding (br first), falls back to the plain file, and adds Vary: Accept-Encoding
      // to every answer it chose that way. index.html is not served from here (see sendIndex).
      preCompressed: true,
      setHeaders: (reply: FastifyReply | { setHeader(name: string, value: string): void }, filePath: string) => {
        // A compressed sibling is cached like the file it stands for.
        const value = cacheControlFor(path.basename(filePath).replace(/\.(?:br|gz)$/, ''));
        if ('header' in reply && typeof reply.header === 'function') reply.header('Cache-Control', value);
        else (reply as { setHeader(name: string, value: string): void }).setHeader('Cache-Control', value);
      },
    };

    if (hasShell) {
      app.get('/', sendIndex);
      app.get('/index.html', sendIndex);
      const worker = new ReadWhenChanged(path.join(shellDist, SERVICE_WORKER_FILE), (text) => text);
      const pinnedWorker = new ReadWhenChanged(path.join(shellDist, PINNED_WORKER_FILE), (text) => text);
      app.get(`/${SERVICE_WORKER_FILE}`, async (request, reply) => {
        const folders = pinnedFolders((await currentAppConfig()).state);
        // No remote pinned elsewhere: the build's own file, as every other file is served.
        if (folders.length === 0) return reply.sendFile(SERVICE_WORKER_FILE);
        const [text, pinned] = await Promise.all([worker.value(), pinnedWorker.value()]);
        if (text === null || pinned === null) return reply.callNotFound();
        const body = workerWithPinnedFolders(text, pinned, folders);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('text/javascript; charset=utf-8');
        return request.headers['if-none-match'] === etag ? reply.code(304).send() : reply.send(body);
      });
      // The only instance that gives replies sendFile (the worker's file, above).
      await app.register(fastifyStatic, { ...staticOptions, decorateReply: true, root: shellDist, prefix: '/' });
    } else {
      app.log.info(`No shell build at ${shellDist}: serving the API only.`);
    }

    for (const folder of Object.values(REMOTE_FOLDERS)) {
      const dist = path.join(config.webRoot, folder, 'dist');
      if (!fs.existsSync(dist)) continue;
      await app.register(fastifyStatic, { ...staticOptions, root: dist, prefix: `/remotes/${folder}/` });
    }

    // Remotes deployed on their own (remote-deployments.ts): new folders are served as
    // they appear, with no restart.
    const deployed = deployedRemotesDirOf(config.dataDir);
    fs.mkdirSync(deployed, { recursive: true });
    await app.register(fastifyStatic, { ...staticOptions, root: deployed, prefix: DEPLOYED_URL_PREFIX });
  },
  { name: 'familynet-site' },
);
