import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { APP_CONFIG_ELEMENT_ID, type AppConfig } from 'shared-contracts';
import { PINNED_SCRIPT_GLOBAL, integrityOf, pinnedRemotesOf, type PinnedRemote } from 'shared-contracts/remote-pins';

/*
 * Remotes served from another origin are pinned by the site (remotes.json, shared-contracts'
 * remotePins.ts): the manifest is fetched with its SHA-384 as the fetch's integrity, and every
 * script of the remote (its entry, loaded by the federation runtime, and its chunks, loaded by
 * its own webpack runtime, which asks PINNED_SCRIPT_GLOBAL) carries its SHA-384 and CORS. A file
 * changed on that host is refused by the browser, and the area shows its failure with Retry.
 *
 * This is a script of its own (PINNED_PAGE_FILE, built by shell/webpack.config.js), not part of
 * the shell's code: the server writes it into the page, before main.js, only when the page's
 * configuration pins remotes, so a site without pins downloads not a byte of it. It reads the
 * pins from the configuration the server wrote into the page and hands its plugin to the
 * federation runtime through the runtime's global plugins, which every federation instance takes
 * as it is set up, the shell's first of all. Then, and only then, it gives the shell the pinned
 * remotes' locations (the server leaves them out of `remotes`): a page on which this script did
 * not run finds no location for them, and shows their areas' failure instead of loading them
 * unchecked.
 */

/** The federation runtime's side: the manifest's fetch and the entry's script. */
function pinnedRemotesPlugin(pinned: readonly PinnedRemote[]): ModuleFederationRuntimePlugin {
  return {
    name: 'familynet-pinned-remotes',
    createScript({ url }) {
      const integrity = integrityOf(pinned, url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.src = url;
      // Returned with the spec's time-out: this hook's answer replaces chunkTimeoutPlugin's.
      return { script, timeout: __CHUNK_LOAD_TIMEOUT_MS__ };
    },
    // Stylesheets the runtime adds for a remote (none of ours has any today) are pinned alike.
    createLink({ url, attrs }) {
      const integrity = integrityOf(pinned, url);
      if (!integrity) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.integrity = integrity;
      link.crossOrigin = 'anonymous';
      link.href = url;
      return link;
    },
    fetch(url, init) {
      const integrity = integrityOf(pinned, url);
      if (!integrity) return undefined;
      return fetch(url, { ...init, integrity, mode: 'cors', credentials: 'omit' });
    },
  };
}

interface FederationGlobal {
  __FEDERATION__?: { __GLOBAL_PLUGIN__?: ModuleFederationRuntimePlugin[] };
}

/**
 * Applies the pins of the page's configuration for the page's life (a Retry reuses the same
 * configuration, so a loaded version stays checked), and returns the configuration with the pinned
 * remotes' locations among the others. Before the runtime exists, its global is made here; the
 * runtime keeps a global it finds and fills in the rest (runtime-core's setGlobalDefaultVal).
 */
export function pinRemotes(config: AppConfig, page: Window & FederationGlobal = window): AppConfig {
  const pinned = pinnedRemotesOf(config, page.location.href);
  if (pinned.length === 0) return config;
  (page as unknown as Record<string, unknown>)[PINNED_SCRIPT_GLOBAL] = (url: string) => integrityOf(pinned, url);
  page.__FEDERATION__ ??= {};
  (page.__FEDERATION__.__GLOBAL_PLUGIN__ ??= []).push(pinnedRemotesPlugin(pinned));
  const remotes = { ...config.remotes };
  for (const [name, { manifest }] of Object.entries(config.pinnedRemotes ?? {})) remotes[name] = manifest;
  return { ...config, remotes };
}

const configElement = () => document.getElementById(APP_CONFIG_ELEMENT_ID);

/** The configuration the server wrote into the page, or null (none, or unreadable: nothing to pin). */
export function pageConfig(): AppConfig | null {
  try {
    const config = JSON.parse(configElement()?.textContent ?? 'null') as AppConfig | null;
    return config && typeof config.remotes === 'object' && config.remotes !== null ? config : null;
  } catch {
    return null;
  }
}

/** Puts the configuration, pinned remotes included, back where the shell reads it. */
export function giveShell(config: AppConfig): void {
  const element = configElement();
  if (element) element.textContent = JSON.stringify(config);
}
