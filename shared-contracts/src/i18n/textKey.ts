/**
 * The key a page's catalogue of shared messages gives an English text (the build's loader,
 * tooling/i18n/textKey.cjs, says the same in plain JavaScript): FNV-1a over its UTF-16 code
 * units, in base 36. The English itself stays out of the page's chunk, which it would double.
 */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Where a keyed catalogue keeps the English of its templates (a text the code filled is found by them). */
export const TEMPLATES_KEY = '#t';
