import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PINNED_SCRIPT_GLOBAL, pinnedFolderOf, type RemoteIntegrity } from 'shared-contracts/remote-pins';
import type { RemoteState } from './remote-deployments.js';

/*
 * The browser refuses a pinned remote's file that changed, or that its host sends without CORS,
 * and the member sees only "could not be loaded". The server says which check failed: it asks the
 * host for each pinned file as the page would (with the site's Origin) at start and when the pins
 * change, and again when a page is served, at most once a PIN_RECHECK_MS whoever asks (each
 * check downloads the whole remote). A remote's findings are
 * logged when they change, not at every check.
 */

/** How often the pages served may make the server ask the remote's host again. */
const PIN_RECHECK_MS = 5 * 60_000;
/** One file's answer may take this long. */
const FILE_TIMEOUT_MS = 10_000;
/** A remote's file larger than this is not read (and is reported). */
const FILE_BYTES_MAX = 20 * 1024 * 1024;
/** Files asked at once. */
const AT_ONCE = 4;

type PinCheck = 'unreachable' | 'status' | 'cors' | 'integrity' | 'unlisted' | 'size' | 'build';

interface PinProblem {
  remote: string;
  file: string;
  check: PinCheck;
  detail: string;
}

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Whether the page at `siteOrigin` may read an answer with these headers (CORS). */
function corsAllows(headers: Headers, siteOrigin: string): boolean {
  const allowed = headers.get('access-control-allow-origin');
  return allowed === '*' || allowed === siteOrigin;
}

/** The body, or null once it passes `max` bytes (read no further: a host can send without end). */
async function boundedBody(response: Response, max: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const part of response.body as AsyncIterable<Uint8Array>) {
    size += part.length;
    if (size > max) return null;
    parts.push(part);
  }
  return Buffer.concat(parts);
}

async function readFile(url: string, siteOrigin: string, signal: AbortSignal): Promise<{ bytes: Buffer; headers: Headers } | { check: PinCheck; detail: string }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Origin: siteOrigin }, redirect: 'error', signal: AbortSignal.any([signal, AbortSignal.timeout(FILE_TIMEOUT_MS)]) });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { check: 'status', detail: `it answered ${response.status}` };
    }
    const bytes = await boundedBody(response, FILE_BYTES_MAX);
    if (bytes === null) return { check: 'size', detail: `over ${FILE_BYTES_MAX} bytes` };
    return { bytes, headers: response.headers };
  } catch (error) {
    return { check: 'unreachable', detail: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) };
  }
}

/** Every check of one pinned remote; an empty list when its host serves each file as pinned. */
async function checkPinnedRemote(remote: string, manifest: string, integrity: RemoteIntegrity, siteOrigin: string, signal: AbortSignal): Promise<PinProblem[]> {
  const folder = pinnedFolderOf(manifest);
  const problems: PinProblem[] = [];
  const files = Object.keys(integrity);
  let next = 0;
  const manifestFile = manifest.slice(folder.length);
  let manifestText: string | null = null;
  const scripts = new Map<string, Buffer>();
  const worker = async () => {
    while (next < files.length && !signal.aborted) {
      const file = files[next++];
      const answer = await readFile(folder + file, siteOrigin, signal);
      if ('check' in answer) {
        problems.push({ remote, file, check: answer.check, detail: answer.detail });
        continue;
      }
      // Scripts and the manifest are fetched with CORS by the page; an image or font need not be.
      if (/\.(?:js|json)$/.test(file) && !corsAllows(answer.headers, siteOrigin)) {
        problems.push({ remote, file, check: 'cors', detail: `Access-Control-Allow-Origin is ${JSON.stringify(answer.headers.get('access-control-allow-origin'))}, not * or ${siteOrigin}` });
      }
      const got = sha384(answer.bytes);
      if (got !== integrity[file]) problems.push({ remote, file, check: 'integrity', detail: `its SHA-384 is ${got}, pinned ${integrity[file]}` });
      else if (file === manifestFile) manifestText = answer.bytes.toString('utf8');
      else if (file.endsWith('remoteEntry.js')) scripts.set(file, answer.bytes);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, files.length) }, worker));
  // The manifest names the entry script; the page refuses it when the pins do not list it.
  if (manifestText !== null) {
    let entry: unknown;
    try {
      const meta = (JSON.parse(manifestText) as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } }).metaData?.remoteEntry;
      entry = typeof meta?.name === 'string' ? [meta.path, meta.name].filter((part) => typeof part === 'string' && part !== '').join('/') : undefined;
    } catch {
      entry = undefined;
    }
    if (typeof entry !== 'string') problems.push({ remote, file: manifestFile, check: 'unlisted', detail: 'the manifest names no remote entry' });
    else if (!Object.prototype.hasOwnProperty.call(integrity, entry)) problems.push({ remote, file: entry, check: 'unlisted', detail: 'the manifest names this entry, which is not pinned' });
    // Built without deploy:remote --out, its chunk loader never asks for their pins: they would run unchecked.
    else if (scripts.has(entry) && !scripts.get(entry)!.includes(PINNED_SCRIPT_GLOBAL)) {
      problems.push({ remote, file: entry, check: 'build', detail: 'it was not built for pinning (deploy:remote --out), so its chunks would load unchecked' });
    }
  }
  return problems;
}

/** Checks the pinned remotes of a state and writes what it found to the log. */
export class PinChecker {
  private lastRun = -Infinity;
  private running: Promise<void> | null = null;
  /** Pins that changed while a check ran: checked as soon as it ends. */
  private waiting: RemoteState | null = null;
  /** Each remote's last findings, as logged (a change is logged, a repeat is not). */
  private readonly logged = new Map<string, string>();
  private readonly stop = new AbortController();

  constructor(
    private readonly siteOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Checks now (new pins); pins that come while a check runs are checked right after it. */
  check(state: RemoteState): Promise<void> {
    if (this.running) {
      this.waiting = state;
      return this.running;
    }
    this.lastRun = performance.now();
    this.running = this.run(state).finally(() => {
      this.running = null;
      const next = this.waiting;
      this.waiting = null;
      if (next && !this.stop.signal.aborted) void this.check(next);
    });
    return this.running;
  }

  /** Checks again when the last check is older than PIN_RECHECK_MS (a page was served). */
  recheck(state: RemoteState): void {
    if (Object.keys(state.integrity).length === 0 || performance.now() - this.lastRun < PIN_RECHECK_MS) return;
    void this.check(state);
  }

  /** Stops a check under way (the server closes). */
  close(): void {
    this.stop.abort();
  }

  private async run(state: RemoteState): Promise<void> {
    for (const [remote, integrity] of Object.entries(state.integrity)) {
      const manifest = state.remotes[remote as keyof RemoteState['remotes']];
      if (!manifest || !integrity || !/^https?:\/\//.test(manifest) || this.stop.signal.aborted) continue;
      const problems = await checkPinnedRemote(remote, manifest, integrity, this.siteOrigin, this.stop.signal).catch((error: unknown) => [
        { remote, file: '', check: 'unreachable' as const, detail: String(error) },
      ]);
      if (this.stop.signal.aborted) return;
      const findings = `${manifest} ${JSON.stringify(problems.map(({ file, check, detail }) => [file, check, detail]))}`;
      if (this.logged.get(remote) === findings) continue;
      this.logged.set(remote, findings);
      for (const problem of problems) {
        this.log.warn({ remote, file: problem.file, check: problem.check, url: pinnedFolderOf(manifest) + problem.file }, `pinned remote ${remote}: ${problem.file} failed the ${problem.check} check (${problem.detail})${problem.check === 'build' ? '' : '; browsers refuse it'}`);
      }
      if (problems.length === 0) this.log.info({ remote, files: Object.keys(integrity).length }, `pinned remote ${remote}: every file answers with CORS and matches its SHA-384`);
    }
  }
}
