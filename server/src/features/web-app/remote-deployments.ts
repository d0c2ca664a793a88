import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { INTEGRITY_PATTERN, PINNED_FILE_PATTERN, PINNED_FILES_MAX, pinnedFolderOf, type RemoteIntegrity } from 'shared-contracts/remote-pins';
import type { FastifyBaseLogger } from 'fastify';
import { remoteLocation, type Config } from '../../config.js';
import { PinChecker } from './pin-check.js';

/*
 * Remotes deployed one by one, without touching the shell or restarting the server: a team
 * builds its remote into DATA_DIR/remotes/<folder>@<version>/ (scripts/deploy-remote.mjs), served
 * at /deployed/<folder>@<version>/, and one line of DATA_DIR/remotes.json points the shell at it:
 *   { "mf_map": "/deployed/mf-map@3f2a9c1b7d40/mf-manifest.json" }
 * A change to the file is seen by the next page load, and by everything else at once (within
 * REMOTES_FRESH_MS where the file system sends no events); it overrides REMOTE_*_URL. Rolling
 * back is the same line changed back.
 * A remote served from another origin is pinned (shared-contracts/src/remotePins.ts): its line
 * names the manifest and the SHA-384 of each of its files, written by `deploy:remote --out`:
 *   { "mf_map": { "manifest": "https://remotes.example.org/mf-map/1.6.0/mf-manifest.json",
 *                 "integrity": { "mf-manifest.json": "sha384-…", "remoteEntry.js": "sha384-…", … } } }
 */

export const DEPLOYED_URL_PREFIX = '/deployed/';
export const deployedRemotesDirOf = (dataDir: string) => path.join(dataDir, 'remotes');
const REMOTES_FILE = 'remotes.json';
const remotesFileOf = (dataDir: string) => path.join(dataDir, REMOTES_FILE);

/**
 * How old what is known of the remotes file may be. A change is seen at once through a watch on
 * its folder; where the file system sends no events (some network mounts), within this.
 */
export const REMOTES_FRESH_MS = 1000;
/** A change of the file is read this long after its first event (a rename brings several). */
const READ_SOON_MS = 100;

type Remotes = Partial<Record<RemoteName, string>>;
type Pins = Partial<Record<RemoteName, RemoteIntegrity>>;

/** What the remotes file says: where each remote it names lives, and the pins of those at other origins. */
export interface RemoteState {
  remotes: Remotes;
  /** Remotes pinned by the SHA-384 of their files (remotes.json's `{ "manifest", "integrity" }` entries). */
  integrity: Pins;
}
const NONE: RemoteState = Object.freeze({ remotes: Object.freeze({}), integrity: Object.freeze({}) });

/** Why a pinned entry cannot be used, or null. */
function pinsProblem(manifestHref: string, integrity: unknown): string | null {
  if (!integrity || typeof integrity !== 'object' || Array.isArray(integrity)) return '"integrity" must be an object of file -> sha384-...';
  const files = Object.entries(integrity);
  if (files.length > PINNED_FILES_MAX) return `at most ${PINNED_FILES_MAX} files may be pinned`;
  for (const [file, hash] of files) {
    if (!PINNED_FILE_PATTERN.test(file)) return `"${file.slice(0, 80)}" is not a file inside the remote's folder`;
    if (typeof hash !== 'string' || !INTEGRITY_PATTERN.test(hash)) return `the integrity of ${file} must be "sha384-" and 64 characters of base64`;
  }
  const manifestFile = manifestHref.slice(manifestHref.lastIndexOf('/') + 1);
  if (!Object.prototype.hasOwnProperty.call(integrity, manifestFile)) return `the manifest (${manifestFile}) must be pinned too`;
  return null;
}

/** The folders of the remotes pinned at other origins: the service worker keeps their files. */
export function pinnedFolders(state: RemoteState): string[] {
  const folders = Object.keys(state.integrity).flatMap((name) => {
    const href = state.remotes[name as keyof RemoteState['remotes']];
    return href && /^https?:\/\//.test(href) ? [pinnedFolderOf(href)] : [];
  });
  return [...new Set(folders)].sort();
}

export class RemoteOverrides {
  /** What was last read, and the file's stamp then (its time, size and inode: a file rewritten within one tick of the clock still differs). */
  private cached: { stamp: string; state: RemoteState } | null = null;
  /** When the file was last looked at (performance.now()); -Infinity: look again. */
  private lookedAt = -Infinity;
  private readonly watcher: fs.FSWatcher | null;
  private readSoon: NodeJS.Timeout | null = null;
  private sources: { state: RemoteState; list: readonly string[] } | null = null;
  /** Whether the pinned remotes' hosts serve their files as pinned: checked at each change of the pins. */
  readonly pins: PinChecker;
  /** How often the file system was asked (a test counts them). */
  looks = 0;

  constructor(
    private readonly config: Pick<Config, 'dataDir' | 'publicOrigin' | 'remoteOrigins' | 'remotes'>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pins = new PinChecker(config.publicOrigin, log);
    let watcher: fs.FSWatcher | null = null;
    try {
      // A deploy writes the file under another name and renames it into place: both are events here.
      watcher = fs.watch(config.dataDir, { persistent: false }, (_event, name) => {
        if (name !== null && !name.startsWith(REMOTES_FILE)) return;
        this.lookedAt = -Infinity;
        // Read soon, not at the next page: new pins are checked against their host at once.
        this.readSoon ??= setTimeout(() => {
          this.readSoon = null;
          this.current().catch(() => undefined);
        }, READ_SOON_MS).unref();
      });
      watcher.on('error', () => (this.lookedAt = -Infinity));
    } catch {
      // No watching here: the freshness rule alone.
    }
    this.watcher = watcher;
  }

  /**
   * The remotes file's locations and pins (an entry that is not valid is left out): the same
   * object while the file is unchanged, looked at again when it changes and at most once a
   * REMOTES_FRESH_MS; `now`, looked at whatever the last look was. A page load asks so: the file
   * system's event for a write may come after the reload that follows it (a busy loop, a sandbox
   * or a mount that sends none), and the page would keep the old version until the next reload.
   */
  async current(now = false): Promise<RemoteState> {
    if (!now && performance.now() - this.lookedAt < REMOTES_FRESH_MS) return this.known();
    this.lookedAt = performance.now();
    this.looks += 1;
    const file = remotesFileOf(this.config.dataDir);
    let stamp: string;
    try {
      const stat = await fsp.stat(file);
      stamp = `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      this.cached = null;
      return NONE;
    }
    if (this.cached?.stamp === stamp) return this.cached.state;
    const state: RemoteState = { remotes: {}, integrity: {} };
    try {
      const parsed = JSON.parse(await fsp.readFile(file, 'utf8')) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('it must be a JSON object of remote name -> location');
      for (const [name, raw] of Object.entries(parsed)) this.take(state, file, name, raw);
    } catch (error) {
      this.log.warn({ file, err: error }, 'remotes file ignored: it is not valid JSON of remote name -> location');
    }
    this.cached = { stamp, state };
    if (Object.keys(state.integrity).length > 0) void this.pins.check(state);
    return state;
  }

  /** What was last read, without looking again (a header on every answer follows it). */
  known(): RemoteState {
    return this.cached?.state ?? NONE;
  }

  /**
   * Where, beyond this site, the page loads remotes from now (the page's policy names them): the
   * configured remotes' origins (REMOTE_*_URL) with the remotes file over them, and for a pinned
   * remote only its folder. The same array while they stay.
   */
  sourcesInUse(): readonly string[] {
    const state = this.known();
    if (this.sources?.state === state) return this.sources.list;
    const locations: Record<string, string> = { ...this.config.remotes, ...state.remotes };
    const sourceOf = (name: string, href: string) => {
      if (!/^https?:\/\//.test(href)) return [];
      const { origin } = new URL(href);
      if (origin === this.config.publicOrigin) return [];
      return [state.integrity[name as RemoteName] ? pinnedFolderOf(href) : origin];
    };
    const list = [...new Set(Object.entries(locations).flatMap(([name, href]) => sourceOf(name, href)))].sort();
    const same = this.sources && this.sources.list.length === list.length && list.every((source, i) => source === this.sources!.list[i]);
    this.sources = { state, list: same ? this.sources!.list : list };
    return this.sources.list;
  }

  /** One entry of the file: a location (string), or a pinned remote ({ manifest, integrity }). */
  private take(state: RemoteState, file: string, name: string, raw: unknown): void {
    const known = (REMOTE_NAMES as string[]).includes(name);
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const { manifest, integrity } = raw as { manifest?: unknown; integrity?: unknown };
      // A query or a fragment would put the files somewhere their pins do not name.
      const location = typeof manifest === 'string' && !/[?#]/.test(manifest) ? remoteLocation(manifest) : null;
      const weaker = location?.origin?.startsWith('http:') && this.config.publicOrigin.startsWith('https:');
      const problem = !known
        ? 'unknown remote'
        : !location
          ? '"manifest" must be a path on this site or an http(s) URL without a query'
          : weaker
            ? 'a site served over https loads its remotes over https'
            : pinsProblem(location.href, integrity);
      if (problem || !location) {
        this.log.warn({ file, remote: name }, `remotes file: entry ignored (${problem})`);
        return;
      }
      state.remotes[name as RemoteName] = location.href;
      state.integrity[name as RemoteName] = { ...(integrity as RemoteIntegrity) };
      return;
    }
    const location = typeof raw === 'string' ? remoteLocation(raw) : null;
    // Unpinned, a page's scripts may come only from this site or a remote origin the server was started with.
    const allowed = location && (!location.origin || location.origin === this.config.publicOrigin || this.config.remoteOrigins.includes(location.origin));
    if (!known || !location || !allowed) {
      this.log.warn({ file, remote: name }, 'remotes file: entry ignored (unknown remote, or not a location on this site or a configured remote origin; a remote elsewhere is pinned: { "manifest": URL, "integrity": {...} })');
      return;
    }
    state.remotes[name as RemoteName] = location.href;
  }

  close(): void {
    if (this.readSoon) clearTimeout(this.readSoon);
    this.pins.close();
    this.watcher?.close();
  }
}
