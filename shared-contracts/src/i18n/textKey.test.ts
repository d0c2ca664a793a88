import { textKey } from './textKey';
// The build's loader keys the pages' catalogues with its own copy of the hash.
const { textKey: loadersTextKey } = require('../../../tooling/i18n/textKey.cjs');

describe('the key of an English text', () => {
  it('is the one the build gives it', () => {
    for (const text of ['', 'Email is required', '{field} must be at most {max} characters', 'العربية', '简体中文 ⟦x⟧']) expect(textKey(text)).toBe(loadersTextKey(text));
  });

  it('is different for every shared message', () => {
    // The page's catalogue is keyed by the hash: two texts with one key would say each other.
    const raw = jest.requireActual('fs').readFileSync(require.resolve('./messages/en.json'), 'utf8');
    const texts = Object.keys(JSON.parse(raw));
    expect(texts.length).toBeGreaterThan(100);
    expect(new Set(texts.map(textKey)).size).toBe(texts.length);
  });
});
