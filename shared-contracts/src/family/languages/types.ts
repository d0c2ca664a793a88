import type { RelationFacts, RelationShape } from '../shape.js';

/*
 * A language's way of naming a relation (issue 42). English is words.ts (issue 41's rules, word
 * for word); each other language is a module here, its words in tables at the top and the few
 * rules its grammar needs below (genitives, possessives that agree with the noun, the side a
 * relation goes through, who was born first). A relation a language has no word for is said
 * through the person between ("Großmutter deines Vaters", "父亲的堂兄弟"), never in English.
 */

/** A relation in one language. */
export interface RelationWords {
  /** What the person is to the viewer, as a label: 'Cousine 2. Grades', 'ابن عم', '堂姐'. */
  word: string;
  /** The same said to the viewer, in the middle of a sentence: 'deine Cousine 2. Grades', 'ابن عمك', '你的堂姐'. */
  yours: string;
}

export interface RelationLanguage {
  /** Some words depend on who was born first (Chinese 哥哥, 弟弟): they change with a birth date. */
  readonly birthOrder: boolean;
  words(shape: RelationShape, facts: RelationFacts): RelationWords;
  /** Where a relation comes from: 'über Anna Smith, deine Mutter'. */
  path(name: string, via: RelationWords): string;
}
