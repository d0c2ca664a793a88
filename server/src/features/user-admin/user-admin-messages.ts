import { DUPLICATE_EMAIL_MESSAGE } from '../members/index.js';
import { CSV_MAX_ROWS, CSV_REQUIRED_COLUMNS, SETTINGS_MESSAGES, USER_ADMIN_MESSAGES as SHARED, countedMessage, filled, withThousandsCommas } from 'shared-contracts';

/*
 * The server's own words for user administration (beyond the spec's messages): only the server
 * says them, so they stay out of the page's code. What the page says itself is shared-contracts'.
 */


export const USER_ADMIN_MESSAGES = {
  ...SHARED,
  created: SETTINGS_MESSAGES.userCreated,
  duplicateEmail: DUPLICATE_EMAIL_MESSAGE,
  photoNotAccepted: 'A photo cannot be set here: members upload their own picture from their profile.',
  deleted: SETTINGS_MESSAGES.userDeleted,
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeleteAdmin: 'The admin account cannot be deleted.',
  csvNotMultipart: 'Send the CSV file as multipart/form-data in one file field named "csvFile".',
  csvOneFileOnly: 'Send exactly one file, in a field named "csvFile", and nothing else.',
  csvNoFile: 'Please select a CSV file',
  csvEmpty: 'The CSV file is empty: it needs a header row with the required columns.',
  csvNotUtf8: 'The CSV file must be saved as UTF-8 text.',
  csvUnreadable: (reason: string) => `The CSV file could not be read: ${reason}`,
  csvMissingColumns: countedMessage(
    {
      one: `The CSV file is missing the required column {missing}. Required columns: ${CSV_REQUIRED_COLUMNS.join(', ')}.`,
      other: `The CSV file is missing the required columns {missing}. Required columns: ${CSV_REQUIRED_COLUMNS.join(', ')}.`,
    },
    (missing: readonly string[]) => [missing.length, { missing: missing.join(', ') }],
  ),
  csvDuplicateColumns: (columns: readonly string[]) => filled('The CSV header names {columns} more than once.', { columns: columns.join(', ') }),
  csvTooManyRows: `The CSV file has more than ${withThousandsCommas(CSV_MAX_ROWS)} rows. Please split it into smaller files.`,
  rowError: (row: number, message: string) => `Row ${row}: ${message}`,
  rowColumnCount: countedMessage({ one: 'has {found} value, but the header has {expected} columns', other: 'has {found} values, but the header has {expected} columns' }, (found: number, expected: number) => [found, { found, expected }]),
  rowBirthdayFormat: 'Birthday must be a date written YYYY-MM-DD',
  rowDuplicateInFile: (email: string, firstRow: number) => `${email} appears more than once in the file (first on row ${firstRow}); skipped`,
  rowDuplicateInFamily: (email: string) => `${email} already has an account; skipped`,
  testEmailOutbox: (email: string) =>
    `No SMTP server is configured (SMTP_URL): the test email to ${email} was written to the outbox folder on the server instead of being sent.`,
} as const;

