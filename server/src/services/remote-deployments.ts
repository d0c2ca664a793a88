import fsp from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import { remoteLocation, type Config } from '../config.js';

/*
 * Remotes deployed one by one, without touching the shell or restarting the server: a team
 * builds its remote into DATA_DIR/remotes/<folder>@<version>/ (scripts/deploy-remote.mjs), served
 * at /deployed/<folder>@<version>/, and one line of DATA_DIR/remotes.json points the shell at it:
 *   { "mf_map": "/deployed/mf-map@3f2a9c1b7d40/mf-manifest.json" }
 * The file is read again for every /app-config.json, and overrides REMOTE_*_URL. Rolling back is
 * the same line changed back.
 */

export const DEPLOYED_URL_PREFIX = '/deployed/';
export const deployedRemotesDirOf = (dataDir: string) => path.join(dataDir, 'remotes');
export const remotesFileOf = (dataDir: string) => path.join(dataDir, 'remotes.json');

export class RemoteOverrides {
  private cached: { mtimeMs: number; remotes: Partial<Record<RemoteName, string>> } | null = null;

  constructor(
    private readonly config: Pick<Config, 'dataDir' | 'publicOrigin' | 'remoteOrigins'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The remotes file's locations (re-read when the file changes; an entry that is not valid is left out). */
  async current(): Promise<Partial<Record<RemoteName, string>>> {
    const file = remotesFileOf(this.config.dataDir);
    let mtimeMs: number;
    try {
      mtimeMs = (await fsp.stat(file)).mtimeMs;
    } catch {
      this.cached = null;
      return {};
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.remotes;
    const remotes: Partial<Record<RemoteName, string>> = {};
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
}
