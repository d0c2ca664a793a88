/*
 * The service worker's caches, named by what they hold. The worker (sw.ts) and the page's
 * logout clearing (deviceData.ts) both read this file, so "code" and "the member's data" are
 * told apart in one place. No imports: it is bundled into the worker too.
 */

/** Every cache of the site's code starts with this; anything else counts as data. */
export const CODE_CACHE_PREFIX = 'familynet-code';

export const CACHES = {
  /** The shell's own build, precached by Workbox (name: `${prefix}-${precache}`). */
  shell: `${CODE_CACHE_PREFIX}-shell`,
  /** The page itself (index.html), NetworkFirst, so a new shell is picked up when online. */
  pages: `${CODE_CACHE_PREFIX}-pages`,
  /** Each remote's remoteEntry.js and mf-manifest.json, and /app-config.json: NetworkFirst. */
  entries: `${CODE_CACHE_PREFIX}-entries`,
  /** Remote chunks with content-hashed names (they never change): CacheFirst. */
  remoteChunks: `${CODE_CACHE_PREFIX}-remote-chunks`,
  /** A language's messages (the shell's chunks named lang-…), once chosen: CacheFirst, never precached. */
  languages: `${CODE_CACHE_PREFIX}-languages`,
  /** Uploaded pictures (avatars, backgrounds): the family's data, gone at logout. */
  pictures: 'familynet-data-pictures',
} as const;

/**
 * The copies of remotes pinned at other origins (pinnedWorker.ts). A code cache (kept at logout)
 * that CACHES leaves out on purpose: each newly activated worker drops it (sw.ts, activate).
 */
export const PINNED_REMOTES_CACHE = `${CODE_CACHE_PREFIX}-pinned-remotes`;

/** True for a cache that holds only the site's code (kept at logout: it is the same for everyone). */
export function isCodeCache(name: string): boolean {
  return name.startsWith(`${CODE_CACHE_PREFIX}-`);
}
