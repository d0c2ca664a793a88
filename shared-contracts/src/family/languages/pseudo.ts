import { pseudoText } from '../../i18n/pseudo.js';
import { englishWord } from '../words.js';
import type { RelationLanguage } from './types.js';

/*
 * The tests' pseudo-language (en-XA): the English words, accented and between ⟦ and ⟧, so a page
 * that shows a relation in English where it should not shows.
 */

const pseudo = (text: string) => `⟦${pseudoText(text)}⟧`;

export const pseudoEnglish: RelationLanguage = {
  birthOrder: false,
  words(shape) {
    const word = englishWord(shape);
    return { word: pseudo(word), yours: pseudo(`your ${word}`) };
  },
  // English's "through Anna Smith, your mother", the name as it is.
  path: (name, via) => `⟦${pseudoText('through ')}${name}, ${via.yours.slice(1, -1)}⟧`,
};
