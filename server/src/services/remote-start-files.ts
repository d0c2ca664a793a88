import fsp from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_FOLDERS, REMOTE_MANIFEST_FILE } from 'shared-contracts';

const FOLDERS = new Set<string>(Object.values(REMOTE_FOLDERS));
/** A build's own file name: nothing that could leave the folder or need escaping. */
const FILE_NAME = /^[\w.-]+\.js$/;

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ name?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/**
 * The scripts a remote's page starts with (its remoteEntry.js and the exposed module's own
 * chunks), read from the build's mf-manifest.json, so index.html can ask for them beside the
 * shell's first scripts instead of after the shell has started and read the manifest itself.
 * Only for a remote served from this server's build folders (/remotes/<folder>/): one deployed on
 * its own or elsewhere is left to the federation runtime. Read again when the file changes.
 */
export class RemoteStartFiles {
  private readonly cached = new Map<string, { version: string; byModule: Map<string, string[]> }>();

  constructor(private readonly webRoot: string) {}

  async of(manifestUrl: string, module: string): Promise<string[]> {
    const folder = /^\/remotes\/([\w-]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
    if (!folder || !FOLDERS.has(folder)) return [];
    const file = path.join(this.webRoot, folder, 'dist', REMOTE_MANIFEST_FILE);
    try {
      const { mtimeMs, size } = await fsp.stat(file);
      const version = `${mtimeMs}:${size}`;
      let entry = this.cached.get(folder);
      if (entry?.version !== version) {
        entry = { version, byModule: startFilesOf(JSON.parse(await fsp.readFile(file, 'utf8')) as ManifestShape) };
        this.cached.set(folder, entry);
      }
      return (entry.byModule.get(module) ?? []).map((name) => `/remotes/${folder}/${name}`);
    } catch {
      // No build, or a manifest that cannot be read: the page finds its way without the hint.
      return [];
    }
  }
}

function startFilesOf(manifest: ManifestShape): Map<string, string[]> {
  const byModule = new Map<string, string[]>();
  const entry = manifest.metaData?.remoteEntry;
  // A remote entry in a sub-folder, or a name that is not a plain file, gets no hint at all.
  if (typeof entry?.name !== 'string' || !FILE_NAME.test(entry.name) || (entry.path !== undefined && entry.path !== '')) return byModule;
  for (const exposed of manifest.exposes ?? []) {
    const sync = exposed.assets?.js?.sync;
    if (typeof exposed.name !== 'string' || !Array.isArray(sync)) continue;
    const chunks = sync.filter((name): name is string => typeof name === 'string' && FILE_NAME.test(name));
    byModule.set(exposed.name, [entry.name, ...chunks]);
  }
  return byModule;
}
