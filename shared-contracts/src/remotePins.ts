/*
 * A remote served from another origin (a team's own static host or CDN) is pinned: the site's
 * remotes.json names its manifest and the SHA-384 of every file it may load, so a file changed
 * or tampered with on that host is refused by the browser (Subresource Integrity). The server
 * reads and checks the pins, the shell applies them to every script and to the manifest, and
 * the service worker keeps the pinned files for offline use.
 */

/** A file's SHA-384 as Subresource Integrity writes it: 48 bytes, base64. */
export const INTEGRITY_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

/**
 * A pinned file's path inside the remote's folder: letters, digits and `_ . @ -`, in folders, never
 * climbing out (`..`) or starting at the root.
 */
export const PINNED_FILE_PATTERN = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w.@-]+(?:\/[\w.@-]+)*$/;

/** At most this many files per pinned remote (a remote is tens of files; the page carries the list). */
export const PINNED_FILES_MAX = 500;

/** A pinned remote's files: path inside its folder (the manifest's) -> its SHA-384. */
export type RemoteIntegrity = Record<string, string>;

/**
 * An integrity no file has: a script of a pinned remote that its list does not name gets it, so
 * the browser refuses the script instead of running code nobody pinned.
 */
export const UNLISTED_FILE_INTEGRITY = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * The global function (on the page's window) through which a pinned remote's own chunk loader,
 * built by `deploy:remote --out`, asks the shell's pinning script for a script's integrity:
 * (url) => string, or undefined for a script that is not pinned. A page without that script
 * never loads the remote (it gets its location from that script only).
 */
export const PINNED_SCRIPT_GLOBAL = '__familynetIntegrityOf';

/**
 * The global the server writes at the top of the service worker's file when remotes are pinned
 * at other origins: their folders (string[], absolute URLs), whose files the worker keeps for
 * offline use. Another version is another folder, so the file changes with it and browsers
 * install the new worker, which drops the copies of the old one.
 */
export const WORKER_PINNED_FOLDERS = '__familynetPinnedFolders';

/**
 * The shell's script that applies pins in the page (shell/src/federation/pinnedRemotes.ts, built
 * on its own): the server writes it into index.html before the shell's code only when remotes are
 * pinned, so a site without them downloads none of it. Not precached; the worker's handling of
 * pinned remotes keeps it instead.
 */
export const PINNED_PAGE_FILE = 'pinned-remotes.js';

/**
 * The shell's build of the worker's handling of those origins (shell/src/pwa/pinnedWorker.ts),
 * which the server puts at the top of sw.js with them.
 */
export const PINNED_WORKER_FILE = 'sw-pinned.js';

/** The folder of a manifest's URL: where its files are, by their pinned paths. */
export function pinnedFolderOf(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** One pinned remote, as the page sees it: its manifest's URL and its files. */
export interface PinnedRemote {
  manifest: string;
  integrity: RemoteIntegrity;
}

/**
 * The integrity a script or manifest at `url` must have: its pinned hash; UNLISTED_FILE_INTEGRITY
 * for a file in a pinned remote's folder that its list does not name; undefined for anything
 * else (the site's own files, remotes that are not pinned).
 */
export function integrityOf(pinned: readonly PinnedRemote[], url: string): string | undefined {
  const clean = url.split(/[?#]/, 1)[0];
  for (const remote of pinned) {
    const folder = pinnedFolderOf(remote.manifest);
    if (!clean.startsWith(folder)) continue;
    const file = clean.slice(folder.length);
    return Object.prototype.hasOwnProperty.call(remote.integrity, file) ? remote.integrity[file] : UNLISTED_FILE_INTEGRITY;
  }
  return undefined;
}

/** The pinned remotes of a configuration, with absolute manifest URLs. */
export function pinnedRemotesOf(config: { pinnedRemotes?: Record<string, PinnedRemote> }, base: string): PinnedRemote[] {
  return Object.values(config.pinnedRemotes ?? {}).map(({ manifest, integrity }) => ({ manifest: new URL(manifest, base).href, integrity }));
}
