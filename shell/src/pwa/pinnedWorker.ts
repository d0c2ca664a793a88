/*
 * The service worker's handling of remotes pinned at other origins (issue 43). The server writes
 * this script, built on its own as sw-pinned.js, at the top of /sw.js only when remotes.json pins
 * remotes elsewhere, after the list of their folders (site.ts): a site without them gets the
 * worker byte for byte as built. Its fetch listener comes first and answers only those folders
 * and the shell's script that applies the pins in the page (PINNED_PAGE_FILE, left out of the
 * precache so that other sites do not fetch it); the worker's own routes (sw.ts) never see them.
 *
 * - remoteEntry.js, mf-manifest.json and that script: network first (never stale), the copy offline.
 * - Every other file has a content hash in its name: the copy first.
 * The copies live in a code cache that sw.ts does not name, so every newly activated worker
 * drops them: the file changes whenever the pinned folders do (a rollback, another version), a
 * member's Reload activates it, and the copies are made again from the new folders.
 */
import { PINNED_PAGE_FILE, WORKER_PINNED_FOLDERS } from 'shared-contracts/remote-pins';
import { PINNED_REMOTES_CACHE } from './cacheNames';

interface PinnedScope {
  [WORKER_PINNED_FOLDERS]?: unknown;
  location: Location;
  addEventListener(type: 'fetch', listener: (event: Event & { request: Request; respondWith(answer: Promise<Response>): void }) => void): void;
}
declare const self: PinnedScope;

const ENTRY_FILE = /\/(?:remoteEntry\.js|mf-manifest\.json)$/;
const PAGE_SCRIPT = `/${PINNED_PAGE_FILE}`;
const written = self[WORKER_PINNED_FOLDERS];
const folders: readonly string[] = Array.isArray(written) ? written.filter((folder): folder is string => typeof folder === 'string') : [];
const pageScript = (url: URL) => url.origin === self.location.origin && url.pathname === PAGE_SCRIPT;
const handled = (url: URL) => pageScript(url) || folders.some((folder) => url.href.startsWith(folder));

async function keep(request: Request, response: Response): Promise<void> {
  if (response.status === 200) await (await caches.open(PINNED_REMOTES_CACHE)).put(request, response);
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(request, response.clone());
    return response;
  } catch (error) {
    const copy = await (await caches.open(PINNED_REMOTES_CACHE)).match(request);
    if (copy) return copy;
    throw error;
  }
}

async function copyFirst(request: Request): Promise<Response> {
  const copy = await (await caches.open(PINNED_REMOTES_CACHE)).match(request);
  if (copy) return copy;
  const response = await fetch(request);
  await keep(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || !handled(url)) return;
  event.respondWith(ENTRY_FILE.test(url.pathname) || pageScript(url) ? networkFirst(request) : copyFirst(request));
});
