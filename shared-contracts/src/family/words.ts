import type { Gender } from './graph.js';
import type { RelationShape } from './shape.js';

/*
 * The English words of a relation (issue 41), gendered where the person's gender is known and
 * neutral otherwise. The other languages name the same shapes in languages/ (issue 42); English
 * stays these rules, word for word.
 */

type Gendered = readonly [female: string, male: string, neutral: string];

const pick = ([female, male, neutral]: Gendered, gender: Gender | null): string =>
  gender === 'female' ? female : gender === 'male' ? male : neutral;

const greats = (n: number) => 'great-'.repeat(Math.max(0, n));

/** n generations up: 1 'mother', 2 'grandmother', 3 'great-grandmother', 4 'great-great-grandmother'. */
function ancestorWord(n: number, gender: Gender | null): string {
  if (n === 1) return pick(['mother', 'father', 'parent'], gender);
  return `${greats(n - 2)}${pick(['grandmother', 'grandfather', 'grandparent'], gender)}`;
}

/** n generations down: 1 'son', 2 'grandson', 3 'great-grandson'. */
function descendantWord(n: number, gender: Gender | null): string {
  if (n === 1) return pick(['daughter', 'son', 'child'], gender);
  return `${greats(n - 2)}${pick(['granddaughter', 'grandson', 'grandchild'], gender)}`;
}

const half = (isHalf: boolean) => (isHalf ? 'half-' : '');

function siblingWord(gender: Gender | null, isHalf: boolean): string {
  return `${half(isHalf)}${pick(['sister', 'brother', 'sibling'], gender)}`;
}

/** A sibling of an ancestor n generations up (n ≥ 2): 2 'aunt', 3 'grand-aunt', 4 'great-grand-aunt'; neutral 'parent's sibling'. */
function auntWord(n: number, gender: Gender | null, isHalf: boolean): string {
  if (gender === null) return `${ancestorWord(n - 1, null)}'s ${half(isHalf)}sibling`;
  const word = pick(['aunt', 'uncle', ''], gender);
  return `${half(isHalf)}${n === 2 ? word : `${greats(n - 3)}grand-${word}`}`;
}

/** A descendant, n generations down, of a sibling (n ≥ 2): 2 'niece', 3 'grand-niece'; neutral 'sibling's child'. */
function nieceWord(n: number, gender: Gender | null, isHalf: boolean): string {
  if (gender === null) return `${half(isHalf)}sibling's ${descendantWord(n - 1, null)}`;
  const word = pick(['niece', 'nephew', ''], gender);
  return `${half(isHalf)}${n === 2 ? word : `${greats(n - 3)}grand-${word}`}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const TIMES = ['once', 'twice', 'three times', 'four times', 'five times'];

/** 'first cousin', 'second cousin once removed', 'half first cousin'. */
function cousinWord(degree: number, removed: number, isHalf: boolean): string {
  const ordinal = ORDINALS[degree - 1] ?? `${degree}th`;
  const times = removed === 0 ? '' : ` ${TIMES[removed - 1] ?? `${removed} times`} removed`;
  return `${isHalf ? 'half ' : ''}${ordinal} cousin${times}`;
}

function partnerWord(gender: Gender | null, married: boolean, ended: boolean): string {
  const word = married ? pick(['wife', 'husband', 'spouse'], gender) : 'partner';
  return ended ? `former ${word}` : word;
}

const inLawWords = {
  parent: (gender: Gender | null) => `${pick(['mother', 'father', 'parent'], gender)}-in-law`,
  child: (gender: Gender | null) => `${pick(['daughter', 'son', 'child'], gender)}-in-law`,
  sibling: (gender: Gender | null) => `${pick(['sister', 'brother', 'sibling'], gender)}-in-law`,
};

const stepWords = {
  parent: (gender: Gender | null) => pick(['stepmother', 'stepfather', 'step-parent'], gender),
  child: (gender: Gender | null) => pick(['stepdaughter', 'stepson', 'stepchild'], gender),
  sibling: (gender: Gender | null) => pick(['stepsister', 'stepbrother', 'step-sibling'], gender),
};

const fosterWords = {
  parent: (gender: Gender | null) => `foster ${pick(['mother', 'father', 'parent'], gender)}`,
  child: (gender: Gender | null) => `foster ${pick(['daughter', 'son', 'child'], gender)}`,
};

/** The word for a blood relation `a` generations up from the viewer and `b` down to the relative. */
function bloodWord(a: number, b: number, gender: Gender | null, isHalf: boolean): string {
  if (b === 0) return ancestorWord(a, gender);
  if (a === 0) return descendantWord(b, gender);
  if (a === 1 && b === 1) return siblingWord(gender, isHalf);
  if (a === 1) return nieceWord(b, gender, isHalf);
  if (b === 1) return auntWord(a, gender, isHalf);
  return cousinWord(Math.min(a, b) - 1, Math.abs(a - b), isHalf);
}

const IN_LAW = { 'partner-parent': inLawWords.parent, 'partner-sibling': inLawWords.sibling, 'sibling-partner': inLawWords.sibling, 'child-partner': inLawWords.child } as const;

/** A relation's English word: 'mother', 'first cousin once removed', 'sister-in-law', "partner's mother". */
export function englishWord(shape: RelationShape): string {
  switch (shape.kind) {
    case 'self':
      return 'self';
    case 'blood':
      return bloodWord(shape.up, shape.down, shape.gender, shape.half);
    case 'partner':
      return partnerWord(shape.gender, shape.married, shape.ended);
    case 'in-law':
      return IN_LAW[shape.route](shape.gender);
    case 'step':
      return stepWords[shape.role](shape.gender);
    case 'foster':
      return fosterWords[shape.role](shape.gender);
    case 'of':
      return through(englishWord(shape.first), englishWord(shape.second));
  }
}

/** A relation through someone with no word of its own: 'son's partner', 'partner's mother'. */
const through = (first: string, second: string) => `${first}'s ${second}`;

/** Where a relation comes from: 'through Anna Smith, your mother'. */
export const throughText = (name: string, word: string) => `through ${name}, your ${word}`;
