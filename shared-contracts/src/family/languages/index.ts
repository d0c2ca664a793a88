import { PSEUDO_LOCALE, type PageLocale } from '../../i18n/locales.js';
import { relationKey } from '../shape.js';
import { arabic } from './ar.js';
import { german } from './de.js';
import { spanish } from './es.js';
import { french } from './fr.js';
import { pseudoEnglish } from './pseudo.js';
import { portuguese } from './pt-BR.js';
import type { RelationLanguage, RelationWords } from './types.js';
import { chinese } from './zh-Hans.js';

/*
 * The relation words of each language but English (issue 42): English is words.ts, and an English
 * answer never comes here.
 */

/** Different relations a language keeps its words for (a family of thousands has a few hundred). */
const KEPT_MAX = 20_000;

/**
 * A language whose words are worked out once per shape and facts: a family's relations repeat
 * (every cousin through the same aunt), and so do every viewer's.
 */
function kept(language: RelationLanguage): RelationLanguage {
  const said = new Map<string, RelationWords>();
  return {
    birthOrder: language.birthOrder,
    path: language.path,
    words(shape, facts) {
      const key = relationKey(shape, facts);
      let words = said.get(key);
      if (!words) {
        words = language.words(shape, facts);
        if (said.size >= KEPT_MAX) said.clear();
        said.set(key, words);
      }
      return words;
    },
  };
}

const LANGUAGES: Partial<Record<PageLocale, RelationLanguage>> = {
  de: kept(german),
  fr: kept(french),
  es: kept(spanish),
  'pt-BR': kept(portuguese),
  ar: kept(arabic),
  'zh-Hans': kept(chinese),
  [PSEUDO_LOCALE]: kept(pseudoEnglish),
};

/** How `locale` names relations; undefined for English (words.ts, the relation's own `word`). */
export function relationLanguage(locale: PageLocale): RelationLanguage | undefined {
  return LANGUAGES[locale];
}

export type { RelationLanguage, RelationWords } from './types.js';
