// The key a page's catalogue gives an English text (shared-contracts/src/i18n/textKey.ts says
// the same in TypeScript, and a test keeps the two alike): FNV-1a over its UTF-16 code units, in
// base 36. The English itself stays out of the page's chunk, which it would double.
function textKey(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

module.exports = { textKey };
