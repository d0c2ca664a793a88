/*
 * The Family Map's services (beyond the spec's single maps service): Google Maps when the
 * server is given a key, else OpenStreetMap tiles from a configurable tile server, so a family
 * without a key still has a working map. The server publishes the choice in /app-config.json.
 */

/** The maps part of /app-config.json. */
export interface MapsConfig {
  /** The Google Maps JavaScript API key (a browser key, public by nature); absent: tiles. */
  googleMapsApiKey?: string;
  /** A Leaflet tile template: {z}/{x}/{y}, optional {s} (subdomains a, b, c) and {r} (retina). */
  tileUrl: string;
  /** Plain text; [label](https://...) becomes a link (see attributionParts). */
  tileAttribution: string;
}

export const MAP_TILE_URL_DEFAULT = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const MAP_TILE_ATTRIBUTION_DEFAULT = '© [OpenStreetMap](https://www.openstreetmap.org/copyright) contributors';
export const MAP_TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;

export const MAPS_DEFAULTS: MapsConfig = { tileUrl: MAP_TILE_URL_DEFAULT, tileAttribution: MAP_TILE_ATTRIBUTION_DEFAULT };

type MapServiceName = 'Google Maps' | 'OpenStreetMap';

/**
 * The name of each service's chunk in the map remote's build (its code and its library, one
 * file): the server asks for the configured one beside the map page's first scripts, instead of
 * the page finding it only once it is drawn.
 */
export const MAP_SERVICE_CHUNKS: Record<MapServiceName, string> = { 'Google Maps': 'map-google', OpenStreetMap: 'map-osm' };

/** The service a configuration picks, by the name the map's error uses ('Error loading ' + name). */
export function mapServiceOf(config: Pick<MapsConfig, 'googleMapsApiKey'>): MapServiceName {
  return config.googleMapsApiKey ? 'Google Maps' : 'OpenStreetMap';
}

/** The Content-Security-Policy sources a maps configuration needs, and nothing more. */
export function mapsCspSources(config: MapsConfig): { 'script-src'?: string[]; 'img-src': string[]; 'connect-src'?: string[] } {
  if (config.googleMapsApiKey) {
    // The API's script and its modules, its map tiles and icons, and its own calls.
    return {
      'script-src': ['https://maps.googleapis.com'],
      'img-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
      'connect-src': ['https://maps.googleapis.com'],
    };
  }
  const origin = tileOrigin(config.tileUrl);
  return { 'img-src': origin ? [origin] : [] };
}

/**
 * Where tiles come from, as a CSP source: the template's origin, a {s} subdomain as a wildcard;
 * null for a path on this site ('self' already allows it) or a template that is not a URL.
 */
export function tileOrigin(template: string): string | null {
  if (template.startsWith('/') && !template.startsWith('//')) return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const host = match[2].toLowerCase();
  const wildcard = host.replace(/^\{s\}\./, '*.');
  if (/[{}]/.test(wildcard)) return null;
  return `${match[1].toLowerCase()}://${wildcard}`;
}

/** What is wrong with a tile template, or undefined when it is usable. */
export function tileUrlProblem(template: string): string | undefined {
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!template.includes(part)) return `MAP_TILE_URL must contain {z}, {x} and {y}, got "${template}".`;
  }
  const local = template.startsWith('/') && !template.startsWith('//');
  if (!local && !tileOrigin(template)) {
    return `MAP_TILE_URL must be an http(s) address such as ${MAP_TILE_URL_DEFAULT} or a path on this site, got "${template}".`;
  }
  return undefined;
}

type AttributionPart = { text: string; href?: string };

/**
 * An attribution as text and links: '[label](https://...)' is a link, everything else text.
 * The page builds it from these parts (never as HTML), so a configured value cannot inject markup.
 */
export function attributionParts(attribution: string): AttributionPart[] {
  const parts: AttributionPart[] = [];
  const link = /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g;
  let last = 0;
  for (let match = link.exec(attribution); match; match = link.exec(attribution)) {
    if (match.index > last) parts.push({ text: attribution.slice(last, match.index) });
    parts.push({ text: match[1], href: match[2] });
    last = match.index + match[0].length;
  }
  if (last < attribution.length) parts.push({ text: attribution.slice(last) });
  return parts;
}
