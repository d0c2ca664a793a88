import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import { remoteLocation, type Config } from '../../config.js';

/*
 * Remotes deployed one by one, without touching the shell or restarting the server: a team
 * builds its remote into DATA_DIR/remotes/<folder>@<version>/ (scripts/deploy-remote.mjs), served
 * at /deployed/<folder>@<version>/, and one line of DATA_DIR/remotes.json points the shell at it:
 *   { "mf_map": "/deployed/mf-map@3f2a9c1b7d40/mf-manifest.json" }
 * A change to the file is seen at once (within REMOTES_FRESH_MS where the file system sends no
 * events), and it overrides REMOTE_*_URL. Rolling back is
 * the same line changed back.
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

type Remotes = Partial<Record<RemoteName, string>>;
const NONE: Remotes = Object.freeze({});

export class RemoteOverrides {
  private cached: { mtimeMs: number; remotes: Remotes } | null = null;
  /** When the file was last looked at (performance.now()); -Infinity: look again. */
  private lookedAt = -Infinity;
  private readonly watcher: fs.FSWatcher | null;
  /** How often the file system was asked (a test counts them). */
  looks = 0;

  constructor(
    private readonly config: Pick<Config, 'dataDir' | 'publicOrigin' | 'remoteOrigins'>,
    private readonly log: FastifyBaseLogger,
  ) {
    let watcher: fs.FSWatcher | null = null;
    try {
      // A deploy writes the file under another name and renames it into place: both are events here.
      watcher = fs.watch(config.dataDir, { persistent: false }, (_event, name) => {
        if (name === null || name.startsWith(REMOTES_FILE)) this.lookedAt = -Infinity;
      });
      watcher.on('error', () => (this.lookedAt = -Infinity));
    } catch {
      // No watching here: the freshness rule alone.
    }
    this.watcher = watcher;
  }

  /**
   * The remotes file's locations (an entry that is not valid is left out): the same object while
   * the file is unchanged, looked at again when it changes and at most once a REMOTES_FRESH_MS.
   */
  async current(): Promise<Remotes> {
    if (performance.now() - this.lookedAt < REMOTES_FRESH_MS) return this.cached?.remotes ?? NONE;
    this.lookedAt = performance.now();
    this.looks += 1;
    const file = remotesFileOf(this.config.dataDir);
    let mtimeMs: number;
    try {
      mtimeMs = (await fsp.stat(file)).mtimeMs;
    } catch {
      this.cached = null;
      return NONE;
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.remotes;
    const remotes: Remotes = {};
    try {
      const parsed = JSON.parse(await fsp.readFile(file, 'utf8')) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('it must be a JSON object of remote name -> location');
      for (const [name, raw] of Object.entries(parsed)) {
        const location = typeof raw === 'string' ? remoteLocation(raw) : null;
        // A page's scripts may come only from this site or a remote origin the server was started with (its CSP).
        const allowed = location && (!location.origin || location.origin === this.config.publicOrigin || this.config.remoteOrigins.includes(location.origin));
        if (!(REMOTE_NAMES as string[]).includes(name) || !location || !allowed) {
          this.log.warn({ file, remote: name }, 'remotes file: entry ignored (unknown remote, or not a location on this site or a configured remote origin)');
          continue;
        }
        remotes[name as RemoteName] = location.href;
      }
    } catch (error) {
      this.log.warn({ file, err: error }, 'remotes file ignored: it is not valid JSON of remote name -> location');
    }
    this.cached = { mtimeMs, remotes };
    return remotes;
  }

  close(): void {
    this.watcher?.close();
  }
}
