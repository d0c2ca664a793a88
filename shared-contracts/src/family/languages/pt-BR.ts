import type { Gender } from '../graph.js';
import { inLawThrough, ofFacts, stepThrough, throughAncestor, throughDescendant, type BloodShape, type RelationFacts, type RelationShape } from '../shape.js';
import { byGender, f, m, of, wordsOf, type Grammar, type Phrase } from './romance.js';
import type { RelationLanguage } from './types.js';

/*
 * Portuguese of Brazil (você): "sua mãe", "seu primo de segundo grau". Generations as
 * genealogists name them: avó, bisavó, trisavó, tetravó, pentavó … decavó; neta, bisneta,
 * trineta, tetraneta … Collaterals are built on them with a hyphen: tia-avó, tio-bisavô,
 * sobrinha-neta. Cousins by degree (primo de primeiro grau, de segundo grau) and a remove by the
 * degree of the younger side: a parent's first cousin is a "tio de segundo grau", a first
 * cousin's child a "sobrinho de segundo grau". Half relations beyond a half-sibling, and
 * step-siblings, are said through the person between ("meio-irmão da sua mãe", "filho da sua
 * madrasta").
 */

const PORTUGUESE: Grammar = {
  yours: ({ text, feminine }) => `${feminine ? 'sua' : 'seu'} ${text}`,
  the: ({ text, feminine }) => `${feminine ? 'a' : 'o'} ${text}`,
  ofYours: ({ text, feminine }) => `${feminine ? 'da sua' : 'do seu'} ${text}`,
  ofThe: ({ text, feminine }) => `${feminine ? 'da' : 'do'} ${text}`,
  or: 'ou',
};

const ORDINALS = ['', 'primeiro', 'segundo', 'terceiro', 'quarto', 'quinto', 'sexto', 'sétimo', 'oitavo', 'nono', 'décimo', 'décimo primeiro', 'décimo segundo', 'décimo terceiro', 'décimo quarto', 'décimo quinto'];
/** 'de segundo grau' (grau is masculine: a prima de segundo grau too). */
const grau = (n: number) => `de ${ORDINALS[n] ?? `${n}º`} grau`;

/** The prefixes of the generations beyond the second: bis-, tris-, tetr-, pent- … */
const GREATS = ['', '', 'bis', 'tris', 'tetr', 'pent', 'hex', 'hept', 'oct', 'ene', 'dec'];
const GREATS_DOWN = ['', '', 'bis', 'tri', 'tetra', 'penta', 'hexa', 'hepta', 'octa', 'enea', 'deca'];

/** n generations up (n ≤ 11): mãe, avó, bisavó, trisavó, tetravó … decavó. */
function ancestorNoun(n: number, female: boolean): string {
  if (n === 1) return female ? 'mãe' : 'pai';
  return `${GREATS[n - 1]}${female ? 'avó' : 'avô'}`;
}

/** n generations down (n ≤ 11): filha, neta, bisneta, trineta … decaneta. */
function descendantNoun(n: number, female: boolean): string {
  if (n === 1) return female ? 'filha' : 'filho';
  return `${GREATS_DOWN[n - 1]}${female ? 'neta' : 'neto'}`;
}
/** The generations with a word of their own. */
const NAMED = GREATS.length;

const gendered = (gender: Gender | null, word: (female: boolean) => string): Phrase => byGender(gender, f(word(true)), m(word(false)));

function blood(shape: BloodShape, facts: RelationFacts): Phrase {
  const { up: a, down: b, gender, half } = shape;
  const through = (cut: ReturnType<typeof throughAncestor>) => of(blood(...cut.outer), blood(...cut.inner));
  // Beyond the decavô: the parent of one ("pai do seu decavô").
  if (b === 0) return a <= NAMED ? gendered(gender, (female) => ancestorNoun(a, female)) : through(throughAncestor(shape, facts, NAMED));
  if (a === 0) return b <= NAMED ? gendered(gender, (female) => descendantNoun(b, female)) : through(throughDescendant(shape, facts, b - NAMED));
  if (a === 1 && b === 1) return gendered(gender, (female) => (half ? (female ? 'meia-irmã' : 'meio-irmão') : female ? 'irmã' : 'irmão'));
  if (half || (b === 1 && a > NAMED) || (a === 1 && b > NAMED)) return b === 1 ? through(throughAncestor(shape, facts, a - 1)) : through(throughDescendant(shape, facts, 1));
  // tia, tia-avó, tio-bisavô; sobrinha, sobrinha-neta; then a degree after them.
  const tio = (n: number) => gendered(gender, (female) => `${female ? 'tia' : 'tio'}${n >= 1 ? `-${ancestorNoun(n + 1, female)}` : ''}`);
  const sobrinho = (n: number) => gendered(gender, (female) => `${female ? 'sobrinha' : 'sobrinho'}${n >= 1 ? `-${descendantNoun(n + 1, female)}` : ''}`);
  const degree = (phrase: Phrase, n: number): Phrase => ({ ...phrase, tail: grau(n) });
  if (a === 1) return sobrinho(b - 2);
  if (b === 1) return tio(a - 2);
  if (a === b) return degree(gendered(gender, (female) => (female ? 'prima' : 'primo')), a - 1);
  if (Math.abs(a - b) > NAMED - 1) return a > b ? through(throughAncestor(shape, facts, a - b)) : through(throughDescendant(shape, facts, a));
  return a > b ? degree(tio(a - b - 1), b) : degree(sobrinho(b - a - 1), a);
}

function partner(gender: Gender | null, married: boolean, ended: boolean): Phrase {
  const ex = ended ? 'ex-' : '';
  if (married) return byGender(gender, f(`${ex}esposa`), m(`${ex}marido`), m(`${ex}cônjuge`));
  return byGender(gender, f(`${ex}companheira`), m(`${ex}companheiro`));
}

function phrase(shape: RelationShape, facts: RelationFacts): Phrase {
  switch (shape.kind) {
    case 'self':
      return m('você');
    case 'blood':
      return blood(shape, facts);
    case 'partner':
      return partner(shape.gender, shape.married, shape.ended);
    case 'in-law':
      if (shape.route === 'partner-parent') return byGender(shape.gender, f('sogra'), m('sogro'));
      if (shape.route === 'child-partner') {
        return shape.gender === null ? phrase(inLawThrough(shape, facts.via ?? null), facts) : byGender(shape.gender, f('nora'), m('genro'));
      }
      return byGender(shape.gender, f('cunhada'), m('cunhado'));
    case 'step': {
      if (shape.role === 'parent') return byGender(shape.gender, f('madrasta'), m('padrasto'));
      if (shape.role === 'child') return byGender(shape.gender, f('enteada'), m('enteado'));
      // No word for a step-sibling that is not also a half-sibling's: "filho da sua madrasta".
      const through = stepThrough(shape, facts.via);
      return through ? phrase(through, facts) : byGender(shape.gender, f('filha do padrasto ou da madrasta'), m('filho do padrasto ou da madrasta'));
    }
    case 'foster':
      if (shape.role === 'parent') return byGender(shape.gender, f('mãe de criação'), m('pai de criação'), m('pai ou mãe de criação'));
      return byGender(shape.gender, f('filha de criação'), m('filho de criação'), m('filho ou filha de criação'));
    case 'of': {
      const both = ofFacts(facts);
      return of(phrase(shape.second, both.second), phrase(shape.first, both.first));
    }
  }
}

export const portuguese: RelationLanguage = {
  birthOrder: false,
  words(shape, facts) {
    if (shape.kind === 'self') return { word: 'você', yours: 'você' };
    return wordsOf(PORTUGUESE, phrase(shape, facts));
  },
  path: (name, via) => `por parte de ${name}, ${via.yours}`,
};
