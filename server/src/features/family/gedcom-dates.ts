import { isFamilyDate } from 'shared-contracts/family';

/*
 * Dates as genealogists write them in GEDCOM (5.5.1 and 7.0): "3 APR 1921", "APR 1921", "1921",
 * "ABT 1850", "BEF 1900", "AFT 1850", "BET 1800 AND 1810", "FROM 1900 TO 1910", "EST 1700",
 * "CAL 1699", "INT 1850 (about that time)", "(in the spring)", a calendar before a date
 * ("@#DJULIAN@ 1 JAN 1700", 7.0's "JULIAN 1 JAN 1700"), a dual year ("1750/51"), a year before
 * 1000 ("800") or before Christ ("44 B.C.", 7.0's "44 BCE").
 *
 * The tree sorts and compares dates as YYYY, YYYY-MM or YYYY-MM-DD; a date that says more than
 * one exact day is kept as written (its phrase) beside the nearest date the tree can use, which
 * is none for a date before Christ or in a calendar of its own.
 */

export interface ReadDate {
  /** YYYY, YYYY-MM or YYYY-MM-DD, or null when the date gives none the tree can use. */
  date: string | null;
  /** The date as written when it is more than that date (a qualifier, a range, a calendar), else null. */
  phrase: string | null;
}

export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A phrase is kept up to this length (a date is a few words; a longer one is someone's note). */
const PHRASE_MAX = 100;
/** The longest value read as a date at all. */
const DATE_MAX = 200;

const CALENDAR = /^(?:@#D([A-Z ]+)@|(GREGORIAN|JULIAN|HEBREW|FRENCH_R))\s*/;
const EPOCH_BC = /\s*(?:B\.C\.|BC|BCE)$/;
const DUAL_YEAR = /^(\d{1,4})\/(\d{2})$/;

/** One date (no qualifier): "[calendar] [[day] month] year [B.C.]", or null when it is not one. */
function simpleDate(text: string): { date: string | null; exact: boolean } | null {
  let rest = text;
  let calendar = 'GREGORIAN';
  const named = CALENDAR.exec(rest);
  if (named) {
    calendar = (named[1] ?? named[2]).replace(' ', '_');
    rest = rest.slice(named[0].length);
  }
  const beforeChrist = EPOCH_BC.test(rest);
  if (beforeChrist) rest = rest.replace(EPOCH_BC, '');
  const parts = rest.split(' ').filter(Boolean);
  if (parts.length === 0 || parts.length > 3) return null;
  const yearText = parts[parts.length - 1];
  const dual = DUAL_YEAR.exec(yearText);
  // A dual year ("1750/51", "1799/00": the year began in March then) is the later one, as we count now.
  const year = dual ? Number(dual[1]) + 1 : /^\d{1,4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!Number.isInteger(year)) return null;
  const monthText = parts.length >= 2 ? parts[parts.length - 2] : undefined;
  const dayText = parts.length === 3 ? parts[0] : undefined;
  if (dayText !== undefined && !/^\d{1,2}$/.test(dayText)) return null;
  const ownCalendar = calendar !== 'GREGORIAN' && calendar !== 'JULIAN';
  // Hebrew and French republican months have names of their own: such a date is kept as written.
  if (ownCalendar || beforeChrist) return { date: null, exact: false };
  const month = monthText === undefined ? undefined : MONTHS.indexOf(monthText) + 1;
  if (month === 0) return null;
  const date = [String(year).padStart(4, '0'), month && String(month).padStart(2, '0'), dayText && dayText.padStart(2, '0')].filter(Boolean).join('-');
  if (!isFamilyDate(date)) return null;
  // A Julian date is some days off the Gregorian one the tree counts in: kept as written too.
  return { date, exact: calendar === 'GREGORIAN' && !dual };
}

/** A GEDCOM date as the tree keeps it. Never throws: what it cannot read is kept as a phrase. */
export function readGedcomDate(raw: string): ReadDate {
  // A date is a few words: a longer value is a note in the wrong place, kept short and never
  // matched against (a hostile one of megabytes would hold the server in the patterns below).
  if (raw.length > DATE_MAX) return { date: null, phrase: `(${raw.replace(/\s+/g, ' ').replace(/[()]/g, '').trim().slice(0, PHRASE_MAX - 2)})` };
  const written = raw.replace(/\s+/g, ' ').trim();
  if (written === '') return { date: null, phrase: null };
  const text = written.toUpperCase();
  const asWritten = (date: string | null): ReadDate => ({ date, phrase: written.slice(0, PHRASE_MAX) });

  if (/^\(.*\)$/.test(written)) return asWritten(null);
  const interpreted = /^INT ([^()]+?) \(.*\)$/.exec(text);
  if (interpreted) return asWritten(simpleDate(interpreted[1])?.date ?? null);
  const qualified = /^(ABT|EST|CAL|BEF|AFT|TO) (.+)$/.exec(text);
  if (qualified) return asWritten(simpleDate(qualified[2])?.date ?? null);
  // A range or a period is sorted by where it starts.
  const between = /^BET (.+) AND (.+)$/.exec(text) ?? /^FROM (.+?)(?: TO (.+))?$/.exec(text);
  if (between) return asWritten(simpleDate(between[1])?.date ?? null);

  const simple = simpleDate(text);
  if (simple?.exact) return { date: simple.date, phrase: null };
  if (simple) return asWritten(simple.date);
  // Not a GEDCOM date at all ("spring 1850", "unknown"): a phrase, as GEDCOM writes one.
  return { date: null, phrase: `(${written.replace(/[()]/g, '').slice(0, PHRASE_MAX - 2)})` };
}
