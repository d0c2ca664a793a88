/*
 * The service worker (/sw.js, scope /), built by workbox-webpack-plugin's InjectManifest.
 *
 * - The shell's own build is precached (the list is injected at build time; content-hashed
 *   chunks are fetched through the HTTP cache, so a page that already loaded them costs nothing).
 * - The page (index.html) is NetworkFirst: online, the newest page; offline, the last one seen.
 * - Each remote's remoteEntry.js and mf-manifest.json, and /app-config.json, are NetworkFirst
 *   with no time-out: a redeployed remote is never hidden behind a stale entry; the cached copy
 *   is used only when the network gives no answer at all.
 * - Remote chunks with content-hashed names never change: CacheFirst.
 * - Uploaded pictures (random names, never reused): CacheFirst, in a cache the logout deletes.
 * - The API is never handled here: its answers go straight to the network (the offline copy
 *   of the directory is kept by the page, for one member, and deleted at logout).
 *
 * - A push message from the server is shown as a notification; a tap opens the screen it is about
 *   (pushNotifications.ts).
 *
 * A new version waits until the member chooses Reload (the page posts SKIP_WAITING), so a page
 * never runs half old and half new code.
 */
import { clientsClaim, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { addPlugins as addPrecachePlugins, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CACHES, CODE_CACHE_PREFIX, isCodeCache } from './cacheNames';
import { notificationOf, openFromNotification, type PageClients } from './pushNotifications';
import { pageForEveryAddress } from './pageForEveryAddress';

// The worker's own global scope; the shell's TypeScript program has the DOM library, not the
// WebWorker one (they cannot be mixed), so the few members used here are declared.
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'push', listener: (event: Event & { data: { text(): string } | null; waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: Event & { notification: Notification; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  registration: ServiceWorkerRegistration;
  clients: PageClients;
}
declare const self: WorkerScope;

/** webpack's content-hashed names: `name.0123456789.js` (the server caches them for good too). */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
/** Where remotes are served: built with the site, or deployed on their own. */
const REMOTE_PATH = /^\/(?:remotes|deployed)\//;
/** Each remote's entry points: they name the current chunks, so they must always be fresh. */
const REMOTE_ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json']);
const APP_CONFIG_PATH = '/app-config.json';
const INDEX_PATH = '/index.html';
/** Paths that are never the page, even when a browser tab navigates to them. */
const NOT_PAGES = [/^\/api\//, /^\/uploads\//, /^\/remotes\//, /^\/deployed\//, /^\/healthz/, /^\/sw\.js/, /^\/manifest\.webmanifest/];
/** Old remote builds and pictures pile up; the oldest entries go beyond these counts. */
const MAX_REMOTE_CHUNKS = 400;
/** The shell's language chunks (lang-…): a few per language and build. */
const MAX_LANGUAGE_CHUNKS = 100;
const LANGUAGE_CHUNK = /^\/lang-[^/]+$/;
const MAX_PICTURES = 300;

setCacheNameDetails({ prefix: CODE_CACHE_PREFIX, precache: CACHES.shell.slice(CODE_CACHE_PREFIX.length + 1), suffix: '' });

const fileName = (url: URL) => url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

/** Keeps a cache to `max` entries, dropping the oldest (Cache keys are in insertion order). */
function keepAtMost(max: number): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
    },
  };
}

/** Only a real page is kept as the page (never an error answer or a JSON refusal). */
const isPage = (response: Response) => response.status === 200 && (response.headers.get('Content-Type') ?? '').includes('text/html');
const onlyHtml: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (isPage(response) ? response : null) };
/** The one copy that answers every address keeps nothing of the address it came from. */
const forEveryAddress: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!response) return response;
    const headers = new Headers(response.headers);
    // The text is rewritten: its length and encoding are the new body's own.
    headers.delete('Content-Length');
    headers.delete('Content-Encoding');
    return new Response(pageForEveryAddress(await response.clone().text()), { status: response.status, statusText: response.statusText, headers });
  },
};

// Workbox fetches a file with a revision (main.js: its name has no hash) with cache 'reload', a
// second full download of what the page has just loaded. The server sends these files with an
// ETag and no-cache, so asking it to revalidate is as safe, and a 304 costs no body.
addPrecachePlugins([
  { requestWillFetch: async ({ request }) => (request.cache === 'reload' ? new Request(request, { cache: 'no-cache' }) : request) },
]);
precacheAndRoute(self.__WB_MANIFEST);

// Every client route is the same index.html: one cache entry, whatever the URL.
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: CACHES.pages,
      plugins: [{ cacheKeyWillBeUsed: async () => INDEX_PATH }, onlyHtml, forEveryAddress],
    }),
    { denylist: NOT_PAGES },
  ),
);

registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname === APP_CONFIG_PATH || (REMOTE_PATH.test(url.pathname) && REMOTE_ENTRY_FILES.has(fileName(url)))),
  new NetworkFirst({ cacheName: CACHES.entries, plugins: [onlyComplete] }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && REMOTE_PATH.test(url.pathname) && HASHED_FILE.test(url.pathname),
  new CacheFirst({ cacheName: CACHES.remoteChunks, plugins: [onlyComplete, keepAtMost(MAX_REMOTE_CHUNKS)] }),
);

// A language's messages come when it is chosen, and then work offline (never all seven ahead).
registerRoute(
  ({ url }) => sameOrigin(url) && LANGUAGE_CHUNK.test(url.pathname) && HASHED_FILE.test(url.pathname),
  new CacheFirst({ cacheName: CACHES.languages, plugins: [onlyComplete, keepAtMost(MAX_LANGUAGE_CHUNKS)] }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/uploads/'),
  new CacheFirst({ cacheName: CACHES.pictures, plugins: [onlyComplete, keepAtMost(MAX_PICTURES)] }),
);

// The page is kept from the start: a first visit is a single page load (the rest are client-side
// routes), so without this the page would not be there for the first offline visit.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(INDEX_PATH, { cache: 'no-cache', credentials: 'same-origin' });
      if (isPage(response)) await (await caches.open(CACHES.pages)).put(INDEX_PATH, response);
    })().catch(() => {
      // No network while installing: the next online navigation keeps the page instead.
    }),
  );
});

// Take the pages of a first visit at once (nothing older is running there), so what the
// dashboard loads is cached from the very first session. An update never gets here before the
// member chose Reload: it waits (see the message below).
clientsClaim();

self.addEventListener('activate', (event) => {
  // Code caches of an earlier worker with other names; data caches are the logout's business.
  const current = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => isCodeCache(name) && !current.has(name)).map((name) => caches.delete(name)))),
  );
});

// A notification from the server (issue 22): shown, and a tap opens the screen it is about.
self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text());
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self.clients, self.location.origin, (event.notification.data as { url?: unknown } | null)?.url));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
