import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { APP_CONFIG_PATH, type AppConfig } from 'shared-contracts';
import { PINNED_SCRIPT_GLOBAL, integrityOf, pinnedRemotesOf, type PinnedRemote } from 'shared-contracts/remote-pins';

/*
 * Remotes served from another origin are pinned by the site (remotes.json, shared-contracts'
 * remotePins.ts): the manifest is fetched with its SHA-384 as the fetch's integrity, and every
 * script of the remote (its entry, loaded by the federation runtime, and its chunks, loaded by
 * its own webpack runtime, which asks PINNED_SCRIPT_GLOBAL) carries its SHA-384 and CORS. A file
 * changed on that host is refused by the browser, and the area shows its failure with Retry.
 */

/** Every pin this page has seen, by manifest: a Retry's newer configuration never unpins what is loaded. */
const seen = new Map<string, PinnedRemote>();
let pinned: PinnedRemote[] = [];
let registered = false;

const lookup = (url: string) => integrityOf(pinned, url);

/** The federation runtime's side: the manifest's fetch and the entry's script. */
export function pinnedRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'familynet-pinned-remotes',
    createScript({ url }) {
      const integrity = lookup(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.src = url;
      // Returned with the spec's time-out: this hook's answer replaces chunkTimeoutPlugin's.
      return { script, timeout: __CHUNK_LOAD_TIMEOUT_MS__ };
    },
    fetch(url, init) {
      const integrity = lookup(url);
      if (!integrity) return undefined;
      return fetch(url, { ...init, integrity, mode: 'cors', credentials: 'omit' });
    },
  };
}

/**
 * A Retry's configuration on a site with pinned remotes: the newest (the site may have fixed or
 * rolled back the remote, and the server checks a pinned host again when asked), or null when it
 * cannot be had (offline: the one in hand stays).
 */
export async function freshConfig(): Promise<AppConfig | null> {
  try {
    const response = await fetch(APP_CONFIG_PATH, { credentials: 'same-origin', cache: 'no-cache' });
    const loaded = response.ok ? ((await response.json()) as AppConfig) : null;
    return loaded && typeof loaded.remotes === 'object' && loaded.remotes !== null ? loaded : null;
  } catch {
    return null;
  }
}

/**
 * Takes the pins of a configuration just loaded, before any of its remotes is. They stay for the
 * page's life: a remote registered from an earlier configuration keeps its old manifest, whose
 * files must stay checked.
 */
export function pinRemotes(config: AppConfig): void {
  for (const remote of pinnedRemotesOf(config, window.location.href)) seen.set(remote.manifest, remote);
  pinned = [...seen.values()];
  (window as unknown as Record<string, unknown>)[PINNED_SCRIPT_GLOBAL] = lookup;
  if (registered || pinned.length === 0) return;
  registered = true;
  registerPlugins([pinnedRemotesPlugin()]);
}
