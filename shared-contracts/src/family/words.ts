import type { Gender } from './graph.js';

/*
 * The English words of a relation (issue 41), gendered where the person's gender is known and
 * neutral otherwise. Issue 42 moves them into the messages of each language.
 */

type Gendered = readonly [female: string, male: string, neutral: string];

const pick = ([female, male, neutral]: Gendered, gender: Gender | null): string =>
  gender === 'female' ? female : gender === 'male' ? male : neutral;

const greats = (n: number) => 'great-'.repeat(Math.max(0, n));

/** n generations up: 1 'mother', 2 'grandmother', 3 'great-grandmother', 4 'great-great-grandmother'. */
export function ancestorWord(n: number, gender: Gender | null): string {
  if (n === 1) return pick(['mother', 'father', 'parent'], gender);
  return `${greats(n - 2)}${pick(['grandmother', 'grandfather', 'grandparent'], gender)}`;
}

/** n generations down: 1 'son', 2 'grandson', 3 'great-grandson'. */
export function descendantWord(n: number, gender: Gender | null): string {
  if (n === 1) return pick(['daughter', 'son', 'child'], gender);
  return `${greats(n - 2)}${pick(['granddaughter', 'grandson', 'grandchild'], gender)}`;
}

const half = (isHalf: boolean) => (isHalf ? 'half-' : '');

export function siblingWord(gender: Gender | null, isHalf: boolean): string {
  return `${half(isHalf)}${pick(['sister', 'brother', 'sibling'], gender)}`;
}

/** A sibling of an ancestor n generations up (n ≥ 2): 2 'aunt', 3 'grand-aunt', 4 'great-grand-aunt'; neutral 'parent's sibling'. */
export function auntWord(n: number, gender: Gender | null, isHalf: boolean): string {
  if (gender === null) return `${ancestorWord(n - 1, null)}'s ${half(isHalf)}sibling`;
  const word = pick(['aunt', 'uncle', ''], gender);
  return `${half(isHalf)}${n === 2 ? word : `${greats(n - 3)}grand-${word}`}`;
}

/** A descendant, n generations down, of a sibling (n ≥ 2): 2 'niece', 3 'grand-niece'; neutral 'sibling's child'. */
export function nieceWord(n: number, gender: Gender | null, isHalf: boolean): string {
  if (gender === null) return `${half(isHalf)}sibling's ${descendantWord(n - 1, null)}`;
  const word = pick(['niece', 'nephew', ''], gender);
  return `${half(isHalf)}${n === 2 ? word : `${greats(n - 3)}grand-${word}`}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const TIMES = ['once', 'twice', 'three times', 'four times', 'five times'];

/** 'first cousin', 'second cousin once removed', 'half first cousin'. */
export function cousinWord(degree: number, removed: number, isHalf: boolean): string {
  const ordinal = ORDINALS[degree - 1] ?? `${degree}th`;
  const times = removed === 0 ? '' : ` ${TIMES[removed - 1] ?? `${removed} times`} removed`;
  return `${isHalf ? 'half ' : ''}${ordinal} cousin${times}`;
}

export function partnerWord(gender: Gender | null, married: boolean, ended: boolean): string {
  const word = married ? pick(['wife', 'husband', 'spouse'], gender) : 'partner';
  return ended ? `former ${word}` : word;
}

export const inLawWords = {
  parent: (gender: Gender | null) => `${pick(['mother', 'father', 'parent'], gender)}-in-law`,
  child: (gender: Gender | null) => `${pick(['daughter', 'son', 'child'], gender)}-in-law`,
  sibling: (gender: Gender | null) => `${pick(['sister', 'brother', 'sibling'], gender)}-in-law`,
};

export const stepWords = {
  parent: (gender: Gender | null) => pick(['stepmother', 'stepfather', 'step-parent'], gender),
  child: (gender: Gender | null) => pick(['stepdaughter', 'stepson', 'stepchild'], gender),
  sibling: (gender: Gender | null) => pick(['stepsister', 'stepbrother', 'step-sibling'], gender),
};

export const fosterWords = {
  parent: (gender: Gender | null) => `foster ${pick(['mother', 'father', 'parent'], gender)}`,
  child: (gender: Gender | null) => `foster ${pick(['daughter', 'son', 'child'], gender)}`,
};

/** A relation through someone with no word of its own: 'son's partner', 'partner's mother'. */
export const through = (first: string, second: string) => `${first}'s ${second}`;

/** Where a relation comes from: 'through Anna Smith, your mother'. */
export const throughText = (name: string, word: string) => `through ${name}, your ${word}`;
