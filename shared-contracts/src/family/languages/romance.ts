import type { Gender } from '../graph.js';
import type { RelationWords } from './types.js';

/*
 * What French, Spanish and Portuguese say alike (issue 42): a noun of a grammatical gender, said
 * bare ("mère"), with "your" ("votre mère", "tu madre", "sua mãe"), with an article ("la mère
 * de votre compagnon"), after "of" ("de la mère", "du père", "del padre", "do pai"); a relative of
 * unknown gender as both words ("votre frère ou votre sœur"); a relation through the person
 * between as "X of Y".
 */

export interface Noun {
  text: string;
  feminine: boolean;
}

export interface Phrase extends Noun {
  /** Said as one of two: "frère ou sœur". */
  alt?: Noun;
  /** Words after the noun, or after both: "(seu primo ou sua prima) de segundo grau". */
  tail?: string;
  /** What the noun is of: "(la mère) de votre compagnon". */
  of?: Phrase;
}

type Said = 'bare' | 'yours' | 'the' | 'ofYours' | 'ofThe';

/** How one language puts a determiner and "of" before a noun. */
export interface Grammar {
  yours(noun: Noun): string;
  the(noun: Noun): string;
  ofYours(noun: Noun): string;
  ofThe(noun: Noun): string;
  or: string;
}

export const f = (text: string): Noun => ({ text, feminine: true });
export const m = (text: string): Noun => ({ text, feminine: false });

/** The female word, the male one, and for an unknown gender both, or a word of its own. */
export function byGender(gender: Gender | null, female: Noun, male: Noun, neutral?: Noun): Phrase {
  if (gender === 'female') return female;
  if (gender === 'male') return male;
  return neutral ?? { ...male, alt: female };
}

/** What a noun is of: "X of Y"; an X that is already of someone is of Y's ("frère de la mère de votre père"). */
export const of = (outer: Phrase, inner: Phrase): Phrase => ({ ...outer, of: outer.of ? of(outer.of, inner) : inner });

function say(grammar: Grammar, phrase: Phrase, said: Said): string {
  // With an "of" the possessive goes to what it is of: "la mère de votre compagnon".
  const own: Said = phrase.of ? (said === 'yours' ? 'the' : said === 'ofYours' ? 'ofThe' : said) : said;
  const one = (noun: Noun) => (own === 'bare' ? noun.text : grammar[own](noun));
  const both = phrase.alt ? `${one(phrase)} ${grammar.or} ${one(phrase.alt)}` : one(phrase);
  const head = phrase.tail ? `${both} ${phrase.tail}` : both;
  if (!phrase.of) return head;
  return `${head} ${say(grammar, phrase.of, said === 'bare' || said === 'ofThe' ? 'ofThe' : 'ofYours')}`;
}

export const wordsOf = (grammar: Grammar, phrase: Phrase): RelationWords => ({ word: say(grammar, phrase, 'bare'), yours: say(grammar, phrase, 'yours') });
