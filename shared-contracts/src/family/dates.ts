import { BIRTHDAY_MAX_YEAR } from '../constants.js';

/*
 * Dates of the family tree: a birth, a death, a marriage, often known only by its year or its
 * month (a great-grandmother born "1898", married "1921-04"). Written YYYY, YYYY-MM or
 * YYYY-MM-DD, from year 1: a tree reaches further back than any member's birthday.
 */

const FAMILY_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** True for a real date, or a year, or a year and month, from year 1 to the product's last year. */
export function isFamilyDate(value: string): boolean {
  const match = FAMILY_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < 1 || year > BIRTHDAY_MAX_YEAR) return false;
  if (match[2] === undefined) return true;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return false;
  if (match[3] === undefined) return true;
  const day = Number(match[3]);
  // Date.UTC maps the years 0-99 to 1900-1999; setUTCFullYear does not.
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day >= 1 && day <= lastDay.getUTCDate();
}

/**
 * Whether `later` is surely before `earlier`, compared as far as both are known: a death in
 * "1921" is not before a birth on "1921-04-03", one in "1920" is.
 */
export function isSurelyBefore(later: string, earlier: string): boolean {
  const known = Math.min(later.length, earlier.length);
  return later.slice(0, known) < earlier.slice(0, known);
}
