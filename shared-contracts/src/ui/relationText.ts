import type { FamilyRelation } from '../family/schema.js';

/*
 * How a relation reads on the screens (issue 41): on a card "Your cousin", on a profile with the
 * path it comes through, in a sentence ("your nephew Leo"). In another language (issue 42) the
 * server says the relation with its possessive, agreeing with the word ("deine Cousine", "ابن
 * عمك", "你的堂姐"): `yours`, shown here as a line's start. English has no `yours`: "Your" and
 * the word, as before.
 */

/**
 * The `yours` of each word of the last relations answer this part received: a screen that keeps
 * only the word (a card, the map's popup, the calendar's list) still says it in its language.
 * Replaced by each answer, so an English one leaves none (its words are said in English).
 */
let yoursOfWord: ReadonlyMap<string, string> = new Map();

export function rememberRelationWords(relations: readonly Pick<FamilyRelation, 'word' | 'yours'>[]): void {
  const found = new Map<string, string>();
  for (const { word, yours } of relations) if (yours) found.set(word, yours);
  yoursOfWord = found;
}

/** A text as a line starts: its first letter in capitals, where the script has them ("deine Mutter" → "Deine Mutter"). */
function asLineStart(text: string): string {
  const first = text.search(/\p{L}/u);
  return first < 0 ? text : `${text.slice(0, first)}${text.charAt(first).toUpperCase()}${text.slice(first + 1)}`;
}

/** A card's line: 'Your first cousin once removed', 'Deine Cousine 2. Grades', 'ابن عمك'. */
export const yourRelation = (relation: Pick<FamilyRelation, 'word' | 'yours'>): string => {
  const yours = relation.yours ?? yoursOfWord.get(relation.word);
  return yours ? asLineStart(yours) : `Your ${relation.word}`;
};

/** The comma between a relation and its path, in the relation's script: Arabic '، ', Chinese '，'. */
const commaOf = (text: string) => (/[\u0600-\u06FF]/.test(text) ? '، ' : /[\u3400-\u9FFF]/.test(text) ? '，' : ', ');

/** A profile's line, with where it comes from: 'Your grandmother, through Greta Elder, your mother'. */
export const yourRelationWithPath = (relation: Pick<FamilyRelation, 'word' | 'yours' | 'path'>): string => {
  const line = yourRelation(relation);
  return relation.path ? `${line}${commaOf(line)}${relation.path}` : line;
};

/** The member ids of the relations to members ('m12'), each with its relation. */
export function relationsByMember(relations: readonly FamilyRelation[]): Map<number, FamilyRelation> {
  const found = new Map<number, FamilyRelation>();
  for (const relation of relations) if (relation.person.startsWith('m')) found.set(Number(relation.person.slice(1)), relation);
  return found;
}
