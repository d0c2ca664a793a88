import type { MapsConfig } from './maps.js';
import type { PinnedRemote } from './remotePins.js';

/** The run-time configuration the server (or a dev server) publishes at /app-config.json. */
export interface AppConfig {
  siteName: string;
  /**
   * Remote container name -> URL of its mf-manifest.json. A pinned remote is not here but in
   * `pinnedRemotes`: only the shell's script that applies the pins puts it here, so a page that did
   * not apply them finds no location for it (and shows that area's failure) instead of loading
   * its code unchecked.
   */
  remotes: Record<string, string>;
  /** The Family Map's service; absent (a dev server): OpenStreetMap with the default tiles. */
  maps?: MapsConfig;
  /**
   * Remotes served from another origin, pinned (remotePins.ts): container name -> its manifest's
   * URL and the SHA-384 of each file in the manifest's folder. Absent when no remote is pinned.
   */
  pinnedRemotes?: Record<string, PinnedRemote>;
}

export const APP_CONFIG_PATH = '/app-config.json';
/**
 * The id of the <script type="application/json"> in which the server's index.html carries the
 * same configuration, so the shell starts without waiting a round trip for /app-config.json.
 */
export const APP_CONFIG_ELEMENT_ID = 'fn-app-config';
/**
 * The attribute on each link the server's index.html writes for the address it was asked at
 * (the page's own start: its remote, its frame), which the service worker's copy of the page,
 * kept for every address, leaves out.
 */
export const ADDRESS_LINK_ATTRIBUTE = 'data-for-address';
