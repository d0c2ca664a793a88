import type { FamilyPerson } from 'shared-contracts';
import { inEnglish, type YearsKey, type YearsText } from './years/messages';

type Dated = Pick<FamilyPerson, 'birthDate' | 'birthDatePhrase' | 'deathDate' | 'deathDatePhrase'>;

/** How a genealogist's qualifier is said beside a year ('ABT 1850' -> 'c. 1850'). */
const QUALIFIERS: Record<string, YearsKey> = {
  ABT: 'years.about',
  EST: 'years.about',
  CAL: 'years.about',
  BEF: 'years.before',
  AFT: 'years.after',
  FROM: 'years.from',
  TO: 'years.to',
};
const BEFORE_CHRIST = /(\d{1,4})\s*(?:B\.C\.|BCE|BC)(?![A-Z])/;
const BETWEEN = /^BET\b.*?(\d{1,4})(?:\/\d{2})?\s+AND\b.*?(\d{1,4})(?:\/\d{2})?(?:\s*(?:B\.C\.|BC|BCE))?$/;

/** A year's digits as written, without the zeros of a year before 1000 (never a number's grouping). */
const yearOf = (digits: string) => String(Number(digits));

/**
 * A date as short as the tree writes it: the year ('1921'), or the year as a GEDCOM file qualified
 * it ('c. 1850', 'bef. 1900', '1800/1810', '44 BC'); '?' for a date only described in words.
 */
export function shortDate(date: string | undefined, phrase: string | undefined, t: YearsText = inEnglish): string | undefined {
  // '--04-03': the year is hidden from the viewer.
  if (!phrase) return date && !date.startsWith('--') ? yearOf(date.slice(0, 4)) : undefined;
  const text = phrase.toUpperCase();
  const between = BETWEEN.exec(text);
  if (between && !BEFORE_CHRIST.test(text)) return t('years.between', { from: yearOf(between[1]), to: yearOf(between[2]) });
  const bc = BEFORE_CHRIST.exec(text);
  const year = bc ? t('years.bc', { year: yearOf(bc[1]) }) : date ? yearOf(date.slice(0, 4)) : undefined;
  if (!year) return t('years.unknown');
  const qualifier = QUALIFIERS[/^([A-Z]+)\s/.exec(text)?.[1] ?? ''];
  return qualifier ? t(qualifier, { year }) : year;
}

/** A person's years as the tree writes them: '1921-1999', 'b. c. 1850', 'd. 1999', or ''. */
export function lifeYears(person: Dated, t: YearsText = inEnglish): string {
  const born = shortDate(person.birthDate, person.birthDatePhrase, t);
  const died = shortDate(person.deathDate, person.deathDatePhrase, t);
  if (born && died) return t('years.span', { born, died });
  if (died) return t('years.died', { year: died });
  return born ? t('years.born', { year: born }) : '';
}
