import path from 'node:path';
import { ReadWhenChanged } from '../../lib/read-when-changed.js';
import { REMOTE_FOLDERS, REMOTE_MANIFEST_FILE, SHELL_START_CHUNKS_FILE, type AreaPage, type ShellStartChunks } from 'shared-contracts';

/*
 * The scripts a page starts with, read from the builds, so index.html can ask for them beside
 * the shell's first scripts instead of after the shell has started and found them itself (on a
 * phone's 150 ms round trips each step of that chain cost a round trip or more):
 *  - the shell's own, beyond every page's (start-chunks.json: the dashboard frame of a member's
 *    page, the family list's loader, antd's theme; shell/scripts/pageStartChunks.cjs);
 *  - the page's remote: its remoteEntry.js, the exposed module's own chunks and its own copy of
 *    each shared library the shell does not provide (the map's dayjs), which the page waits for
 *    before it can run (its mf-manifest.json, and the shell's), for a remote served from this
 *    server's build folders (/remotes/<folder>/); one deployed on its own or elsewhere is left
 *    to the federation runtime.
 * Each file is read again when it changes (a new build or deploy); a missing or unreadable one
 * gives no hint, and the page finds its way without.
 */

const FOLDERS = new Set<string>(Object.values(REMOTE_FOLDERS));
/** A build's own file name: nothing that could leave the folder or need escaping. */
const FILE_NAME = /^[\w.-]+\.js$/;
const SHELL_SCRIPT = /^\/[\w.-]+\.js$/;
const asJson = <T>(meaning: (json: unknown) => T) => (text: string) => meaning(JSON.parse(text));

type Assets = { js?: { sync?: unknown; async?: unknown } };
interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ name?: unknown; assets?: Assets }>;
  shared?: Array<{ name?: unknown; assets?: Assets }>;
}

/** What the remote's page starts with: per exposed module, and its copies of shared libraries by name. */
interface RemoteStarts {
  byModule: Map<string, string[]>;
  sharedCopies: Map<string, string[]>;
  /** Per exposed module, the chunks it loads later that have a name of their own (webpackChunkName), by that name. */
  namedLater: Map<string, Map<string, string>>;
}

const scriptsIn = (list: unknown, pattern: RegExp): string[] => (Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string' && pattern.test(name)) : []);
/** A named chunk's file: its name, then webpack's content hash (numbered chunks have no name). */
const NAMED_CHUNK_FILE = /^([a-z][a-z0-9-]*)\.[0-9a-f]{10}\.js$/;

function namedChunksIn(list: unknown): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of scriptsIn(list, NAMED_CHUNK_FILE)) named.set(NAMED_CHUNK_FILE.exec(file)![1], file);
  return named;
}

function remoteStartsOf(manifest: ManifestShape): RemoteStarts {
  const starts: RemoteStarts = { byModule: new Map(), sharedCopies: new Map(), namedLater: new Map() };
  const entry = manifest.metaData?.remoteEntry;
  // A remote entry in a sub-folder, or a name that is not a plain file, gets no hint at all.
  if (typeof entry?.name !== 'string' || !FILE_NAME.test(entry.name) || (entry.path !== undefined && entry.path !== '')) return starts;
  for (const exposed of manifest.exposes ?? []) {
    if (typeof exposed.name !== 'string' || !Array.isArray(exposed.assets?.js?.sync)) continue;
    starts.byModule.set(exposed.name, [entry.name, ...scriptsIn(exposed.assets.js.sync, FILE_NAME)]);
    starts.namedLater.set(exposed.name, namedChunksIn(exposed.assets.js.async));
  }
  for (const shared of manifest.shared ?? []) {
    if (typeof shared.name === 'string') starts.sharedCopies.set(shared.name, scriptsIn(shared.assets?.js?.sync, FILE_NAME));
  }
  return starts;
}

const sharedNamesOf = (json: unknown): Set<string> =>
  new Set(((json as ManifestShape | null)?.shared ?? []).map((shared) => shared.name).filter((name): name is string => typeof name === 'string'));

function shellStartsOf(json: unknown): ShellStartChunks {
  const lists = (json ?? {}) as Partial<Record<keyof ShellStartChunks, unknown>>;
  return { member: scriptsIn(lists.member, SHELL_SCRIPT), showsFamilyList: scriptsIn(lists.showsFamilyList, SHELL_SCRIPT) };
}

export class StartFiles {
  private readonly shell: ReadWhenChanged<ShellStartChunks>;
  private readonly shellShared: ReadWhenChanged<Set<string>>;
  private readonly remotes = new Map<string, ReadWhenChanged<RemoteStarts>>();

  constructor(private readonly webRoot: string) {
    this.shell = new ReadWhenChanged(path.join(webRoot, 'shell', 'dist', SHELL_START_CHUNKS_FILE), asJson(shellStartsOf));
    this.shellShared = new ReadWhenChanged(path.join(webRoot, 'shell', 'dist', REMOTE_MANIFEST_FILE), asJson(sharedNamesOf));
  }

  /**
   * The scripts `page` starts with, shell's first, its remote's (at `manifestUrl`) after: with
   * the chunks its page would fetch once drawn that it needs at once (`later`, by chunk name:
   * the map's service).
   */
  async of(page: AreaPage, manifestUrl: string | undefined, later: readonly string[] = []): Promise<string[]> {
    const [shell, remote] = await Promise.all([this.shell.value(), manifestUrl ? this.remoteScripts(manifestUrl, page.module, later) : []]);
    const own = (flag: keyof ShellStartChunks, applies: boolean | undefined) => (shell && applies ? shell[flag] : []);
    // The frame first: it draws before the page; the page's helpers after the page's own code.
    return [...new Set([...own('member', page.access === 'member'), ...remote, ...own('showsFamilyList', page.showsFamilyList)])];
  }

  private async remoteScripts(manifestUrl: string, module: string, later: readonly string[]): Promise<string[]> {
    const folder = /^\/remotes\/([\w-]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
    if (!folder || !FOLDERS.has(folder)) return [];
    let manifest = this.remotes.get(folder);
    if (!manifest) {
      manifest = new ReadWhenChanged(path.join(this.webRoot, folder, 'dist', REMOTE_MANIFEST_FILE), asJson((json) => remoteStartsOf(json as ManifestShape)));
      this.remotes.set(folder, manifest);
    }
    const [starts, provided] = await Promise.all([manifest.value(), this.shellShared.value()]);
    const own = starts?.byModule.get(module);
    if (!starts || !own) return [];
    // A library the shell provides is the shell's (its chunks come with the shell's); one it does
    // not is the remote's own copy. Without the shell's manifest nothing is known: none is named.
    const copies = provided ? [...starts.sharedCopies].filter(([name]) => !provided.has(name)).flatMap(([, files]) => files) : [];
    const named = starts.namedLater.get(module);
    const needed = later.flatMap((name) => named?.get(name) ?? []);
    return [...own, ...copies, ...needed].map((name) => `/remotes/${folder}/${name}`);
  }
}
