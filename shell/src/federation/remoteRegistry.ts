import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { APP_CONFIG_ELEMENT_ID, APP_CONFIG_PATH, type AppConfig } from 'shared-contracts';
import { withPageMessages, type ExposedModules, type ExposedRequest, type RemoteName } from 'shared-contracts/runtime';
import { Loadable } from 'shared-contracts/ui';

const containerOf = (request: ExposedRequest) => request.split('/')[0] as RemoteName;
const manifestUrl = (entry: string) => new URL(entry, window.location.href).href;

/** Modules built into this page instead of fetched from their remote (a remote's standalone page). */
export type LocalModules = { [R in ExposedRequest]?: () => Promise<ExposedModules[R]> };

/**
 * The configuration the server wrote into index.html, taken once: a later load (a Retry after a
 * failure) asks /app-config.json for the newest. None (a development server's page), or one that
 * cannot be read: the fetch it was there to save.
 */
function takeInlineConfig(): AppConfig | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(APP_CONFIG_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const config = JSON.parse(element.textContent ?? '') as AppConfig;
    return config && typeof config.remotes === 'object' && config.remotes !== null ? config : null;
  } catch {
    return null;
  }
}

/**
 * Finds and loads the remotes of one page. Where each remote lives is learnt at run time
 * (/app-config.json), so a team redeploys its remote without rebuilding the shell, and
 * nothing is fetched from a remote until a route needs it.
 */
export class RemoteRegistry {
  private config: Promise<AppConfig> | null = null;
  private readonly modules = new Map<ExposedRequest, Loadable<unknown>>();

  /** `onConfig` hears every configuration loaded (the shell hands it to the remotes: appConfigAtom). */
  constructor(
    private readonly local: LocalModules = {},
    private readonly onConfig?: (config: AppConfig) => void,
  ) {}

  loadConfig(): Promise<AppConfig> {
    if (!this.config) {
      const inline = takeInlineConfig();
      this.config = (
        inline
          ? Promise.resolve(inline)
          : fetch(APP_CONFIG_PATH, { credentials: 'same-origin', cache: 'no-cache' }).then((response) => {
              if (!response.ok) throw new Error(`${APP_CONFIG_PATH} answered ${response.status}`);
              return response.json() as Promise<AppConfig>;
            })
      )
        .then((loaded) => {
          registerRemotes(Object.entries(loaded.remotes).map(([name, entry]) => ({ name, entry: manifestUrl(entry) })));
          this.onConfig?.(loaded);
          return loaded;
        })
        .catch((error) => {
          this.config = null; // the next attempt (Retry) fetches again
          throw error;
        });
    }
    return this.config;
  }

  /**
   * One exposed module. `fresh` forgets a remote that failed before, so Retry really
   * fetches its entry again instead of replaying the cached failure.
   */
  async load<R extends ExposedRequest>(request: R, fresh = false): Promise<ExposedModules[R]> {
    const local = this.local[request] as (() => Promise<ExposedModules[R]>) | undefined;
    if (local) return local();
    const loaded = await this.loadConfig();
    const name = containerOf(request);
    const entry = loaded.remotes[name];
    if (!entry) throw new Error(`No location is configured for ${name}`);
    if (fresh) registerRemotes([{ name, entry: manifestUrl(entry) }], { force: true });
    const module = await loadRemote<ExposedModules[R]>(request);
    if (!module || !module.default) throw new Error(`${request} did not load`);
    return module;
  }

  /**
   * Starts loading a module now (the page the visitor opened, while the frame around it loads)
   * instead of when its view first renders. The view takes the same load; a failure shows
   * there, with Retry, as it would have.
   */
  preload(request: ExposedRequest): void {
    this.module(request);
  }

  /**
   * One load per module, kept, so moving between routes does not flash a spinner. `fresh`
   * replaces it (Retry after a failure).
   */
  module<R extends ExposedRequest>(request: R, fresh = false): Loadable<ExposedModules[R]> {
    let loadable = this.modules.get(request) as Loadable<ExposedModules[R]> | undefined;
    if (!loadable || fresh) {
      // Drawn once its package's messages in the page's language have come: no flash of English.
      loadable = new Loadable(() => withPageMessages(this.load(request, fresh)));
      this.modules.set(request, loadable);
    }
    return loadable;
  }
}
