import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { APP_CONFIG_PATH, type AppConfig } from 'shared-contracts';
import type { ExposedModules, ExposedRequest, RemoteName } from 'shared-contracts/remotes';

let config: Promise<AppConfig> | null = null;

function manifestUrl(entry: string): string {
  return new URL(entry, window.location.href).href;
}

/**
 * Where each remote lives is learnt at run time, so a team redeploys its remote without
 * rebuilding the shell. Nothing is fetched from a remote until a route needs it.
 */
export function loadAppConfig(): Promise<AppConfig> {
  if (!config) {
    config = fetch(APP_CONFIG_PATH, { credentials: 'same-origin', cache: 'no-cache' })
      .then((response) => {
        if (!response.ok) throw new Error(`${APP_CONFIG_PATH} answered ${response.status}`);
        return response.json() as Promise<AppConfig>;
      })
      .then((loaded) => {
        registerRemotes(Object.entries(loaded.remotes).map(([name, entry]) => ({ name, entry: manifestUrl(entry) })));
        return loaded;
      })
      .catch((error) => {
        config = null; // the next attempt (Retry) fetches again
        throw error;
      });
  }
  return config;
}

const containerOf = (request: ExposedRequest) => request.split('/')[0] as RemoteName;

/**
 * Loads one exposed module. `fresh` forgets a remote that failed before, so Retry
 * really fetches its entry again instead of replaying the cached failure.
 */
export async function loadExposed<R extends ExposedRequest>(request: R, fresh = false): Promise<ExposedModules[R]> {
  const loaded = await loadAppConfig();
  const name = containerOf(request);
  const entry = loaded.remotes[name];
  if (!entry) throw new Error(`No location is configured for ${name}`);
  if (fresh) registerRemotes([{ name, entry: manifestUrl(entry) }], { force: true });
  const module = await loadRemote<ExposedModules[R]>(request);
  if (!module || !module.default) throw new Error(`${request} did not load`);
  return module;
}
