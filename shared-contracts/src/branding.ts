import { SITE_NAME_DEFAULT } from './constants.js';

/**
 * The two coloured halves of the wordmark: "FamilyNet" -> ["Family", "Net"].
 * A renamed site splits at its first space, else before its last inner capital,
 * else in the middle.
 */
export function splitWordmark(name: string): [string, string] {
  const text = name.trim() || SITE_NAME_DEFAULT;
  const space = text.indexOf(' ');
  if (space > 0) return [text.slice(0, space), text.slice(space)];
  for (let i = text.length - 1; i > 0; i -= 1) {
    const c = text[i];
    if (c >= 'A' && c <= 'Z' && text[i - 1] !== text[i - 1].toUpperCase()) return [text.slice(0, i), text.slice(i)];
  }
  const middle = Math.ceil(text.length / 2);
  return [text.slice(0, middle), text.slice(middle)];
}

/** The meta tag through which the server tells every page the family's site name. */
export const SITE_NAME_META = 'familynet-site-name';

/**
 * A CSS `url("…")` for an image address that came from the server or storage: only
 * http(s), data:image, blob: or same-site paths, with quotes and backslashes escaped
 * so the value can never break out of the declaration. Anything else gives `none`.
 */
export function cssUrl(address: string | null | undefined): string {
  if (!address) return 'none';
  const absolute = /^(https?:\/\/|data:image\/|blob:)/i.test(address);
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(address) && !address.startsWith('//');
  if (!absolute && !relative) return 'none';
  return `url("${address.replace(/[\\"\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}
