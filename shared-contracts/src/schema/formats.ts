import { isIdText, isValidBirthday } from '../validation.js';

/**
 * Characters no name, bio or address may hold: control characters (NUL included, which the
 * database cannot store), and the invisible ones that let a name pass for another (bidi
 * overrides and isolates, zero-width spaces and joiners, the byte-order mark).
 */
const HIDDEN_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u0084\\u0086-\\u009F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF';
/** Every character that ends a line somewhere: LF, CR, NEL (U+0085), and Unicode's line and paragraph separators. */
const LINE_BREAK_CHARACTERS = '\\u000A\\u000D\\u0085\\u2028\\u2029';
const ONE_LINE = new RegExp(`^[^${HIDDEN_CHARACTERS}${LINE_BREAK_CHARACTERS}\\u0009]*$`);
const MULTI_LINE = new RegExp(`^[^${HIDDEN_CHARACTERS}]*$`);

const LINE_BREAKS = /\r\n|[\r\u0085\u2028\u2029]/g;

/**
 * Text that may run over several lines, with every line break as LF. A lone CR is a line break
 * to some readers (Java's readLine, so Android's contacts importer) and not to others: kept, it
 * lets a bio end a vCard line the server's writer never ended. Stored text has LF only.
 */
export function normalizeLineBreaks(value: string): string {
  return value.replace(LINE_BREAKS, '\n');
}

/*
 * The joiners that writing needs are not hidden: U+200D inside an emoji sequence (a family
 * emoji, a cook, a flag), and U+200C/U+200D between the letters of the scripts that use them
 * (Persian, the Indic scripts). Between Latin, Greek or Cyrillic letters, or anywhere else, they
 * only make one name look like another, and stay refused.
 */
const EMOJI_JOINER = /(\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?)\u200D(?=\p{Extended_Pictographic})/gu;
const NOT_LGC = '(?![\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}])';
const SCRIPT_JOINER = new RegExp(`(${NOT_LGC}[\\p{L}\\p{M}])[\\u200C\\u200D](?=${NOT_LGC}\\p{L})`, 'gu');
const withoutNeededJoiners = (value: string): string =>
  /[\u200C\u200D]/.test(value) ? value.replace(EMOJI_JOINER, '$1').replace(SCRIPT_JOINER, '$1') : value;

/**
 * Named string formats the schemas use where a pattern cannot say it (a real calendar date,
 * text free of hidden characters). The server's validator is given FORMAT_CHECKS; the forms
 * run the same functions.
 */
export const SCHEMA_FORMATS = {
  /** '' (clears it) or a real date YYYY-MM-DD with a year the product accepts. */
  birthday: 'familynet-birthday',
  /** One line of visible text (a name, a city). */
  line: 'familynet-line',
  /** Visible text that may run over several lines (a bio). */
  text: 'familynet-text',
  /** An id in digits, from 1 to ID_MAX (schema/ids.ts). */
  id: 'familynet-id',
  /** A person of the family tree: 'm12' (a member), 'r5' (a relative without an account). Checked by FAMILY_FORMAT_CHECKS. */
  person: 'familynet-person',
  /** '' (clears it), or a date of the family tree: YYYY, YYYY-MM or YYYY-MM-DD. Checked by FAMILY_FORMAT_CHECKS. */
  familyDate: 'familynet-family-date',
} as const;

export const FORMAT_CHECKS: Record<string, (value: string) => boolean> = {
  [SCHEMA_FORMATS.birthday]: (value) => value === '' || isValidBirthday(value),
  [SCHEMA_FORMATS.line]: (value) => ONE_LINE.test(withoutNeededJoiners(value)),
  [SCHEMA_FORMATS.text]: (value) => MULTI_LINE.test(withoutNeededJoiners(value)),
  [SCHEMA_FORMATS.id]: (value) => isIdText(value),
};
