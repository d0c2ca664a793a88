import { CSV_MAX_BYTES, SAMPLE_CSV_ROWS } from '../constants.js';
import { MESSAGES, SETTINGS_MESSAGES } from '../validation.js';
import { MEMBER_FIELDS, type FieldTable, type RequiredCsvField } from '../member/fields.js';

/*
 * User administration (Settings: Create New User, Bulk User Import, User Management, Email
 * System Test): the rules the admin remote and the server share, once.
 */

/** A table's import columns: the ones a file must have (the e-mail first) and the ones read when present. */
export function csvColumnsOf(fields: FieldTable): { required: readonly string[]; optional: readonly string[] } {
  const entries = Object.entries(fields);
  return {
    required: ['email', ...entries.filter(([, spec]) => spec.csv === 'required').map(([key]) => key)],
    optional: entries.filter(([, spec]) => spec.csv === 'optional').map(([key]) => key),
  };
}

/** The columns a user import must have (spec section 5), in the sample file's order: the e-mail and the member's fields it requires. */
export const CSV_REQUIRED_COLUMNS = csvColumnsOf(MEMBER_FIELDS).required as readonly ['email', ...RequiredCsvField[]];

/** Most data rows one import takes (a family is far smaller; a bigger file is split). */
export const CSV_MAX_ROWS = 10_000;

/** How long the welcome e-mail's link lets a new member choose a password. */
export const WELCOME_LINK_TTL_DAYS = 7;

/** Users shown per page in User Management. */
export const ADMIN_USERS_PAGE_SIZE = 20;
/** Largest page the server answers. */
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

/** The sample file's example rows (spec: three). Values with a comma or a quote show the quoting. */
const SAMPLE_ROWS: ReadonlyArray<Record<'email' | RequiredCsvField, string>> = [
  {
    email: 'jane.doe@example.com',
    displayName: 'Jane Doe',
    firstName: 'Jane',
    lastName: 'Doe',
    phoneNumber: '5551234567',
    occupation: 'Teacher',
    bio: 'Loves gardening, baking and long walks',
    birthday: '1985-04-12',
    isBirthdayVisible: 'true',
  },
  {
    email: 'john.smith@example.com',
    displayName: 'John Smith',
    firstName: 'John',
    lastName: 'Smith',
    phoneNumber: '(555) 987-6543',
    occupation: 'Engineer',
    bio: 'Builds "almost anything" in his garage',
    birthday: '1979-11-30',
    isBirthdayVisible: 'false',
  },
  {
    email: 'grandma.rose@example.com',
    displayName: 'Grandma Rose',
    firstName: 'Rose',
    lastName: 'Smith',
    phoneNumber: '',
    occupation: 'Retired',
    bio: '',
    birthday: '1948-02-29',
    isBirthdayVisible: 'true',
  },
];

/** One CSV field, quoted when it needs to be (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The downloadable sample (SAMPLE_CSV_FILE_NAME): the required columns and three example rows, CRLF lines. */
export function sampleUsersCsv(): string {
  const lines = [CSV_REQUIRED_COLUMNS.join(','), ...SAMPLE_ROWS.slice(0, SAMPLE_CSV_ROWS).map((row) => CSV_REQUIRED_COLUMNS.map((c) => csvField(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** The file checks of spec section 5, in its words: a .csv name, under 5MB. Undefined when fine. */
export function validateCsvFile(file: { name: string; size: number }): string | undefined {
  if (!/\.csv$/i.test(file.name.trim())) return MESSAGES.csvNameInvalid;
  if (file.size >= CSV_MAX_BYTES) return MESSAGES.csvTooLarge;
  return undefined;
}

/** What the page says when the server created a member but could not send the welcome e-mail. */
export const USER_ADMIN_MESSAGES = {
  createdMailFailed:
    'The user was created, but the welcome email could not be sent. They can choose a password with "Forgot password" on the sign-in page.',
} as const;

/** 'Import completed! {imported} users imported, {skipped} skipped.' */
export function importCompletedMessage(imported: number, skipped: number): string {
  return `Import completed! ${imported} users imported, ${skipped} skipped.`;
}

/** 'Test email sent successfully to {email}. Check your inbox (and spam folder).' */
export function testEmailSentMessage(email: string): string {
  return `Test email sent successfully to ${email}. Check your inbox (and spam folder).`;
}

