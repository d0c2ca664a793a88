import { isValidBirthday } from '../validation.js';

/**
 * Named string formats the schemas use where a pattern cannot say it (a real calendar date).
 * The server's validator is given FORMAT_CHECKS; the forms run the same functions.
 */
export const SCHEMA_FORMATS = {
  /** '' (clears it) or a real date YYYY-MM-DD with a year the product accepts. */
  birthday: 'familynet-birthday',
} as const;

export const FORMAT_CHECKS: Record<string, (value: string) => boolean> = {
  [SCHEMA_FORMATS.birthday]: (value) => value === '' || isValidBirthday(value),
};
