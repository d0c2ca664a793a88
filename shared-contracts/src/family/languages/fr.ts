import type { Gender } from '../graph.js';
import { inLawThrough, ofFacts, stepThrough, throughAncestor, throughDescendant, type BloodShape, type RelationFacts, type RelationShape } from '../shape.js';
import { byGender, f, m, of, wordsOf, type Grammar, type Noun, type Phrase } from './romance.js';
import type { RelationLanguage } from './types.js';

/*
 * French (vous, as the whole app: "votre mère", "votre cousine germaine"). Generations repeat
 * "arrière-" (arrière-grand-mère, arrière-arrière-grand-père, arrière-petite-fille). Cousins as
 * genealogists count them: cousin germain, cousin issu de germain, cousin issu d’issu de germain,
 * then by civil degree (cousin au 10e degré). A remove is said through the person between, as
 * French does ("cousine germaine de votre mère", "fils de votre cousin germain"), and so are
 * half relations beyond a half-sibling ("demi-frère de votre mère").
 * In-law and step: French has the same words for both (belle-mère, beau-fils). Here the in-laws
 * keep them (belle-mère, beau-père, belle-fille, gendre, belle-sœur, beau-frère) and a step
 * relation says who it goes through ("l’épouse de votre père", "le fils de votre époux"); a
 * step-sibling is a quasi-sœur or quasi-frère (the word studies of blended families use); a
 * step-parent entered as such, with nobody between, is "belle-mère" or "beau-père".
 */

/** A word that elides 'le', 'la' and 'de' (l’épouse, de l’oncle); in escapes, as the server's bundle is ASCII (its regular expressions are kept as written). */
const VOWEL = /^[aeiouyh\u00e0\u00e2\u00e4\u00e9\u00e8\u00ea\u00eb\u00ee\u00ef\u00f4\u00f6\u00fb\u00fc\u0153]/i;

const FRENCH: Grammar = {
  yours: ({ text }) => `votre ${text}`,
  the: ({ text, feminine }) => (VOWEL.test(text) ? `l’${text}` : `${feminine ? 'la' : 'le'} ${text}`),
  ofYours: ({ text }) => `de votre ${text}`,
  ofThe: ({ text, feminine }) => (VOWEL.test(text) ? `de l’${text}` : feminine ? `de la ${text}` : `du ${text}`),
  or: 'ou',
};

const arriere = (n: number) => 'arrière-'.repeat(Math.max(0, n));
const prefixed = (prefix: string, { text, feminine }: Noun): Noun => ({ text: `${prefix}${text}`, feminine });
const allPrefixed = (prefix: string, phrase: Phrase): Phrase => ({ ...prefixed(prefix, phrase), ...(phrase.alt ? { alt: prefixed(prefix, phrase.alt) } : {}) });

function ancestor(n: number, gender: Gender | null): Phrase {
  if (n === 1) return byGender(gender, f('mère'), m('père'), m('parent'));
  return allPrefixed(arriere(n - 2), byGender(gender, f('grand-mère'), m('grand-père'), m('grand-parent')));
}

function descendant(n: number, gender: Gender | null): Phrase {
  if (n === 1) return byGender(gender, f('fille'), m('fils'), m('enfant'));
  return allPrefixed(arriere(n - 2), byGender(gender, f('petite-fille'), m('petit-fils'), m('petit-enfant')));
}

/** Cousins of the same generation: germain, issu de germain, issu d’issu de germain, then the civil degree. */
function cousin(degree: number, gender: Gender | null): Phrase {
  if (degree === 1) return byGender(gender, f('cousine germaine'), m('cousin germain'));
  if (degree === 2) return byGender(gender, f('cousine issue de germain'), m('cousin issu de germain'));
  if (degree === 3) return byGender(gender, f('cousine issue d’issu de germain'), m('cousin issu d’issu de germain'));
  const civil = `au ${2 * (degree + 1)}e degré`;
  return byGender(gender, f(`cousine ${civil}`), m(`cousin ${civil}`));
}

function blood(shape: BloodShape, facts: RelationFacts): Phrase {
  const { up: a, down: b, gender, half } = shape;
  if (b === 0) return ancestor(a, gender);
  if (a === 0) return descendant(b, gender);
  if (a === 1 && b === 1) return half ? byGender(gender, f('demi-sœur'), m('demi-frère')) : byGender(gender, f('sœur'), m('frère'));
  const through = (cut: ReturnType<typeof throughAncestor>) => of(blood(...cut.outer), blood(...cut.inner));
  // A half aunt is a parent's half-sister, a half-niece a half-brother's daughter; unknown gender, the same way.
  if (half || gender === null) {
    if (b === 1) return through(throughAncestor(shape, facts, a - 1));
    return through(throughDescendant(shape, facts, 1));
  }
  if (a === 1) return allPrefixed(b === 2 ? '' : `${arriere(b - 3)}${gender === 'female' ? 'petite-' : 'petit-'}`, byGender(gender, f('nièce'), m('neveu')));
  if (b === 1) return allPrefixed(a === 2 ? '' : `${arriere(a - 3)}grand-`, byGender(gender, f('tante'), m('oncle')));
  if (a === b) return cousin(a - 1, gender);
  // A cousin of an ancestor ("cousine germaine de votre mère"), a cousin's descendant ("fils de votre cousin germain").
  return a > b ? through(throughAncestor(shape, facts, a - b)) : through(throughDescendant(shape, facts, a));
}

function partner(gender: Gender | null, married: boolean, ended: boolean): Phrase {
  const ex = ended ? 'ex-' : '';
  if (married) return allPrefixed(ex, byGender(gender, f('épouse'), m('époux'), m('conjoint')));
  return allPrefixed(ex, byGender(gender, f('compagne'), m('compagnon'), m('partenaire')));
}

function phrase(shape: RelationShape, facts: RelationFacts): Phrase {
  switch (shape.kind) {
    case 'self':
      return m('vous-même');
    case 'blood':
      return blood(shape, facts);
    case 'partner':
      return partner(shape.gender, shape.married, shape.ended);
    case 'in-law': {
      const { gender } = shape;
      if (gender !== null && shape.route === 'partner-parent') return byGender(gender, f('belle-mère'), m('beau-père'));
      if (gender !== null && shape.route === 'child-partner') return byGender(gender, f('belle-fille'), m('gendre'));
      if (gender !== null) return byGender(gender, f('belle-sœur'), m('beau-frère'));
      return phrase(inLawThrough(shape, facts.via ?? null), facts);
    }
    case 'step': {
      // A step-sibling has a word of its own: the child of a parent's spouse.
      if (shape.role === 'sibling') return byGender(shape.gender, f('quasi-sœur'), m('quasi-frère'));
      const through = stepThrough(shape, facts.via);
      if (through) return phrase(through, facts);
      if (shape.role === 'parent') return byGender(shape.gender, f('belle-mère'), m('beau-père'), m('beau-parent'));
      return byGender(shape.gender, f('belle-fille'), m('beau-fils'), m('bel-enfant'));
    }
    case 'foster':
      if (shape.role === 'parent') return byGender(shape.gender, f('mère d’accueil'), m('père d’accueil'), m('parent d’accueil'));
      return byGender(shape.gender, f('fille accueillie'), m('fils accueilli'), m('enfant accueilli'));
    case 'of': {
      const both = ofFacts(facts);
      return of(phrase(shape.second, both.second), phrase(shape.first, both.first));
    }
  }
}

export const french: RelationLanguage = {
  birthOrder: false,
  words(shape, facts) {
    if (shape.kind === 'self') return { word: 'vous-même', yours: 'vous-même' };
    return wordsOf(FRENCH, phrase(shape, facts));
  },
  path: (name, via) => `par ${name}, ${via.yours}`,
};
