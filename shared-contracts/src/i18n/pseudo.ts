import type { Catalog } from './translate.js';
import { TEMPLATES_KEY } from './textKey.js';

/*
 * The pseudo-language (en-XA): every English letter accented, the vowels doubled (English text
 * grows by about 40 %), the whole message between ⟦ and ⟧. A visible text with a plain ASCII
 * letter did not come from the messages; a cut-off ⟧ shows a layout too narrow for longer words.
 */
const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};
const DOUBLED = /[aeiouyAEIOUY]/;

/** One run of text in the pseudo-language (no brackets). */
export function pseudoText(text: string): string {
  let out = '';
  for (const char of text) {
    const accented = ACCENTED[char];
    out += accented === undefined ? char : DOUBLED.test(char) ? accented + accented.toLowerCase() : accented;
  }
  return out;
}

type Token = string | [string, string?, unknown?];

function pseudoTokens(tokens: Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return token === '#' ? token : pseudoText(token);
    const [name, type, format] = token;
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format && typeof format === 'object') {
      const cases = Object.fromEntries(Object.entries(format as Record<string, unknown>).map(([key, value]) => [key, Array.isArray(value) ? pseudoTokens(value as Token[]) : value]));
      return [name, type, cases];
    }
    return token;
  });
}

/** A compiled catalogue (English) in the pseudo-language. */
export function pseudoCatalog(english: Catalog): Catalog {
  const out: Catalog = {};
  for (const [key, message] of Object.entries(english)) {
    if (key === TEMPLATES_KEY) {
      out[key] = message; // The English of the templates, which find a text the code filled.
      continue;
    }
    const tokens = (typeof message === 'string' ? [message] : (message as Token[])) as Token[];
    out[key] = ['⟦', ...pseudoTokens(tokens), '⟧'] as never;
  }
  return out;
}
