import type { FamilyPerson } from 'shared-contracts';

type Dated = Pick<FamilyPerson, 'birthDate' | 'birthDatePhrase' | 'deathDate' | 'deathDatePhrase'>;

/** How a genealogist's qualifier is shortened beside a year ('ABT 1850' -> 'c. 1850'). */
const QUALIFIERS: Record<string, string> = { ABT: 'c. ', EST: 'c. ', CAL: 'c. ', BEF: 'bef. ', AFT: 'aft. ', FROM: 'from ', TO: 'to ' };
const BEFORE_CHRIST = /(\d{1,4})\s*(?:B\.C\.|BCE|BC)(?![A-Z])/;
const BETWEEN = /^BET\b.*?(\d{1,4})(?:\/\d{2})?\s+AND\b.*?(\d{1,4})(?:\/\d{2})?(?:\s*(?:B\.C\.|BC|BCE))?$/;

/**
 * A date as short as the tree writes it: the year ('1921'), or the year as a GEDCOM file qualified
 * it ('c. 1850', 'bef. 1900', '1800/1810', '44 BC'); '?' for a date only described in words.
 */
export function shortDate(date: string | undefined, phrase: string | undefined): string | undefined {
  // '--04-03': the year is hidden from the viewer.
  if (!phrase) return date && !date.startsWith('--') ? String(Number(date.slice(0, 4))) : undefined;
  const text = phrase.toUpperCase();
  const between = BETWEEN.exec(text);
  if (between && !BEFORE_CHRIST.test(text)) return `${Number(between[1])}/${Number(between[2])}`;
  const bc = BEFORE_CHRIST.exec(text);
  const year = bc ? `${Number(bc[1])} BC` : date ? String(Number(date.slice(0, 4))) : undefined;
  if (!year) return '?';
  return `${QUALIFIERS[/^([A-Z]+)\s/.exec(text)?.[1] ?? ''] ?? ''}${year}`;
}

/** A person's years as the tree writes them: '1921-1999', 'b. c. 1850', 'd. 1999', or ''. */
export function lifeYears(person: Dated): string {
  const born = shortDate(person.birthDate, person.birthDatePhrase);
  const died = shortDate(person.deathDate, person.deathDatePhrase);
  if (born && died) return `${born}-${died}`;
  if (died) return `d. ${died}`;
  return born ? `b. ${born}` : '';
}
