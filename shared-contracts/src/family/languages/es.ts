import type { Gender } from '../graph.js';
import { inLawThrough, ofFacts, throughAncestor, throughDescendant, type BloodShape, type RelationFacts, type RelationShape } from '../shape.js';
import { byGender, f, m, of, wordsOf, type Grammar, type Noun, type Phrase } from './romance.js';
import type { RelationLanguage } from './types.js';

/*
 * Spanish (tú, neutral between Spain and Latin America): "tu madre", "tu prima segunda".
 * Generations: abuela, bisabuela, tatarabuela, then as genealogists count them (cuarta abuela,
 * quinto abuelo; cuarto nieto). Collaterals are built on them: tía abuela, tío bisabuelo, sobrina
 * nieta. Cousins by degree (primo hermano, primo segundo, primo tercero) and a remove by the
 * degree of the younger side: a parent's first cousin is a "tío segundo", a first cousin's child a
 * "sobrino segundo", a grandparent's first cousin a "tío abuelo segundo". Half relations beyond a
 * half-sibling are said through the person between ("medio hermano de tu madre").
 */

const SPANISH: Grammar = {
  yours: ({ text }) => `tu ${text}`,
  the: ({ text, feminine }) => `${feminine ? 'la' : 'el'} ${text}`,
  ofYours: ({ text }) => `de tu ${text}`,
  ofThe: ({ text, feminine }) => (feminine ? `de la ${text}` : `del ${text}`),
  or: 'o',
};

/** Ordinals as the noun's adjective, before it (cuarto abuelo, decimotercer abuelo) or after it (primo tercero). */
const ORDINAL_MALE = ['', 'primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'décimo', 'undécimo', 'duodécimo', 'decimotercer', 'decimocuarto', 'decimoquinto'];
const ORDINAL_FEMALE = ['', 'primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta', 'séptima', 'octava', 'novena', 'décima', 'undécima', 'duodécima', 'decimotercera', 'decimocuarta', 'decimoquinta'];
const before = (n: number, feminine: boolean) => (feminine ? ORDINAL_FEMALE : ORDINAL_MALE)[n] ?? `${n}.${feminine ? 'ª' : 'º'}`;
/** After a noun the masculine keeps its full form: primo tercero, tío decimotercero. */
const after = (n: number, feminine: boolean) => {
  const word = before(n, feminine);
  return feminine ? word : word === 'primer' || word.endsWith('tercer') ? `${word}o` : word;
};

const suffixed = ({ text, feminine }: Noun, suffix: string): Noun => ({ text: `${text}${suffix}`, feminine });
const both = (phrase: Phrase, change: (noun: Noun) => Noun): Phrase => ({ ...change(phrase), ...(phrase.alt ? { alt: change(phrase.alt) } : {}) });

/** n generations up: madre, abuela, bisabuela, tatarabuela, cuarta abuela. */
function ancestorNoun(n: number, female: boolean): string {
  if (n === 1) return female ? 'madre' : 'padre';
  const word = female ? 'abuela' : 'abuelo';
  if (n === 2) return word;
  if (n === 3) return `bis${word}`;
  if (n === 4) return `tatar${word}`;
  return `${before(n - 1, female)} ${word}`;
}

/** n generations down: hija, nieta, bisnieta, tataranieta, cuarta nieta. */
function descendantNoun(n: number, female: boolean): string {
  if (n === 1) return female ? 'hija' : 'hijo';
  const word = female ? 'nieta' : 'nieto';
  if (n === 2) return word;
  if (n === 3) return `bis${word}`;
  if (n === 4) return `tatara${word}`;
  return `${before(n - 1, female)} ${word}`;
}

const gendered = (gender: Gender | null, word: (female: boolean) => string): Phrase => byGender(gender, f(word(true)), m(word(false)));

function blood(shape: BloodShape, facts: RelationFacts): Phrase {
  const { up: a, down: b, gender, half } = shape;
  if (b === 0) return gendered(gender, (female) => ancestorNoun(a, female));
  if (a === 0) return gendered(gender, (female) => descendantNoun(b, female));
  if (a === 1 && b === 1) return gendered(gender, (female) => (half ? (female ? 'media hermana' : 'medio hermano') : female ? 'hermana' : 'hermano'));
  const through = (cut: ReturnType<typeof throughAncestor>) => of(blood(...cut.outer), blood(...cut.inner));
  if (half) return b === 1 ? through(throughAncestor(shape, facts, a - 1)) : through(throughDescendant(shape, facts, 1));
  // tía, tía abuela, tío bisabuelo; sobrina, sobrina nieta; then a degree after them.
  const tio = (n: number) => gendered(gender, (female) => `${female ? 'tía' : 'tío'}${n >= 1 ? ` ${ancestorNoun(n + 1, female)}` : ''}`);
  const sobrino = (n: number) => gendered(gender, (female) => `${female ? 'sobrina' : 'sobrino'}${n >= 1 ? ` ${descendantNoun(n + 1, female)}` : ''}`);
  const degree = (phrase: Phrase, n: number) => both(phrase, (noun) => suffixed(noun, ` ${after(n, noun.feminine)}`));
  if (a === 1) return sobrino(b - 2);
  if (b === 1) return tio(a - 2);
  if (a === b) return a === 2 ? gendered(gender, (female) => (female ? 'prima hermana' : 'primo hermano')) : degree(gendered(gender, (female) => (female ? 'prima' : 'primo')), a - 1);
  return a > b ? degree(tio(a - b - 1), b) : degree(sobrino(b - a - 1), a);
}

function partner(gender: Gender | null, married: boolean, ended: boolean): Phrase {
  const ex = ended ? 'ex' : '';
  if (!married) return f(`${ex}pareja`);
  return byGender(gender, f(`${ex}esposa`), m(`${ex}esposo`), m(`${ex}cónyuge`));
}

function phrase(shape: RelationShape, facts: RelationFacts): Phrase {
  switch (shape.kind) {
    case 'self':
      return m('ti mismo');
    case 'blood':
      return blood(shape, facts);
    case 'partner':
      return partner(shape.gender, shape.married, shape.ended);
    case 'in-law':
      if (shape.route === 'partner-parent') return byGender(shape.gender, f('suegra'), m('suegro'));
      if (shape.route === 'child-partner') {
        // Without a gender, "el cónyuge de tu hijo" says more than "yerno o nuera".
        return shape.gender === null ? phrase(inLawThrough(shape, facts.via ?? null), facts) : byGender(shape.gender, f('nuera'), m('yerno'));
      }
      return byGender(shape.gender, f('cuñada'), m('cuñado'));
    case 'step':
      if (shape.role === 'parent') return byGender(shape.gender, f('madrastra'), m('padrastro'));
      if (shape.role === 'child') return byGender(shape.gender, f('hijastra'), m('hijastro'));
      return byGender(shape.gender, f('hermanastra'), m('hermanastro'));
    case 'foster':
      if (shape.role === 'parent') return byGender(shape.gender, f('madre de acogida'), m('padre de acogida'), m('padre o madre de acogida'));
      return byGender(shape.gender, f('hija de acogida'), m('hijo de acogida'), m('hijo o hija de acogida'));
    case 'of': {
      const both = ofFacts(facts);
      return of(phrase(shape.second, both.second), phrase(shape.first, both.first));
    }
  }
}

export const spanish: RelationLanguage = {
  birthOrder: false,
  words(shape, facts) {
    if (shape.kind === 'self') return { word: 'tú', yours: 'tú' };
    return wordsOf(SPANISH, phrase(shape, facts));
  },
  path: (name, via) => `por parte de ${name}, ${via.yours}`,
};
