import { parse, CsvError } from 'csv-parse/sync';
import {
  CSV_MAX_ROWS,
  CSV_REQUIRED_COLUMNS,
  MESSAGES,
  PROFILE_MESSAGES,
  PROFILE_VALIDATORS,
  USER_ADMIN_MESSAGES,
  isValidBirthday,
  normalizeEmail,
  validateEmail,
  type CsvColumn,
} from 'shared-contracts';
import type { NewUser } from '../db/schema.js';

/*
 * Reading a user import (spec section 5) with a maintained CSV parser (csv-parse): quoted fields,
 * commas, quotes and line breaks inside quotes, CRLF or LF, a UTF-8 byte-order mark and blank
 * lines are all read as a spreadsheet writes them. Every value is kept as the text it is: a
 * value that looks like a spreadsheet formula (=, +, -, @) is stored as plain text and never
 * evaluated (and must be neutralised by anything that ever exports CSV).
 */

/** A problem of one row: its row number as a spreadsheet shows it (the header is row 1). */
export interface RowProblem {
  row: number;
  message: string;
}

/** A row that passed every check, ready to insert. */
export interface ImportCandidate {
  row: number;
  user: NewUser & { email: string };
}

export type CsvCheck =
  | { ok: false; message: string }
  | { ok: true; total: number; candidates: ImportCandidate[]; problems: RowProblem[] };

type TextColumn = Exclude<CsvColumn, 'email' | 'birthday' | 'isBirthdayVisible'>;
const TEXT_COLUMNS: Record<TextColumn, 'display_name' | 'first_name' | 'last_name' | 'phone_number' | 'occupation' | 'bio'> = {
  displayName: 'display_name',
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  occupation: 'occupation',
  bio: 'bio',
};

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

interface Parsed {
  record: string[];
  info: { records: number; empty_lines: number };
}

/** The header's columns: index of each required column, or why the header is refused. */
function readHeader(header: string[]): { ok: true; index: Record<CsvColumn, number>; width: number } | { ok: false; message: string } {
  const names = header.map((name) => name.trim());
  const lower = names.map((name) => name.toLowerCase());
  const repeated = [...new Set(lower.filter((name, i) => name !== '' && lower.indexOf(name) !== i))];
  if (repeated.length > 0) {
    return { ok: false, message: USER_ADMIN_MESSAGES.csvDuplicateColumns(repeated.map((name) => names[lower.indexOf(name)])) };
  }
  const index = {} as Record<CsvColumn, number>;
  const missing: string[] = [];
  for (const column of CSV_REQUIRED_COLUMNS) {
    const at = lower.indexOf(column.toLowerCase());
    if (at === -1) missing.push(column);
    else index[column] = at;
  }
  if (missing.length > 0) return { ok: false, message: USER_ADMIN_MESSAGES.csvMissingColumns(missing) };
  return { ok: true, index, width: names.length };
}

/** The checks of one data row: the user to insert, or what is wrong with it (all of it at once). */
function checkRow(values: string[], index: Record<CsvColumn, number>, width: number, now: Date): { user: ImportCandidate['user'] } | { problems: string[] } {
  // Trailing empty cells some spreadsheets add are fine; missing or extra values are not.
  const extra = values.slice(width);
  if (values.length < width || extra.some((value) => value.trim() !== '')) {
    return { problems: [USER_ADMIN_MESSAGES.rowColumnCount(values.length, width)] };
  }
  const get = (column: CsvColumn) => (values[index[column]] ?? '').trim();
  const problems: string[] = [];
  const email = get('email');
  const displayName = get('displayName');
  if (email === '' || displayName === '') problems.push(MESSAGES.createUserRequired);
  if (email !== '') {
    const invalid = validateEmail(email);
    if (invalid) problems.push(invalid);
  }
  const user: ImportCandidate['user'] = {
    email: normalizeEmail(email),
    password_hash: null,
    display_name: null,
    first_name: null,
    last_name: null,
    phone_number: null,
    occupation: null,
    bio: null,
    birthday: null,
    is_birthday_visible: false,
    created_at: now,
    updated_at: now,
  };
  for (const [column, dbColumn] of Object.entries(TEXT_COLUMNS) as Array<[TextColumn, (typeof TEXT_COLUMNS)[TextColumn]]>) {
    const value = get(column);
    const invalid = PROFILE_VALIDATORS[column](value);
    if (invalid) problems.push(invalid);
    user[dbColumn] = value === '' ? null : value;
  }
  const birthday = get('birthday');
  if (birthday !== '') {
    if (!DATE_SHAPE.test(birthday)) problems.push(USER_ADMIN_MESSAGES.rowBirthdayFormat);
    else if (!isValidBirthday(birthday)) problems.push(PROFILE_MESSAGES.birthdayInvalid);
    else user.birthday = birthday;
  }
  const visible = get('isBirthdayVisible').toLowerCase();
  if (visible === 'true') user.is_birthday_visible = true;
  else if (visible !== 'false' && visible !== '') problems.push(PROFILE_MESSAGES.notBoolean('isBirthdayVisible'));
  return problems.length > 0 ? { problems } : { user };
}

/**
 * Reads an uploaded CSV file: the file as a whole (UTF-8, readable, the required columns, at
 * most CSV_MAX_ROWS rows), then every row. Rows with problems and repeated addresses (the first
 * row of an address wins) are reported with their row numbers; the rest are candidates.
 * Whether an address already has an account is decided when inserting (under a lock).
 */
export function checkUserCsv(data: Buffer, now: Date): CsvCheck {
  let text: string;
  try {
    // Strips a UTF-8 byte-order mark; refuses bytes that are not UTF-8 (a legacy spreadsheet export).
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return { ok: false, message: USER_ADMIN_MESSAGES.csvNotUtf8 };
  }
  if (text.trim() === '') return { ok: false, message: USER_ADMIN_MESSAGES.csvEmpty };

  let parsed: Parsed[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      // One value far larger than any field may hold is a broken file, not data.
      max_record_size: 64 * 1024,
    }) as unknown as Parsed[];
  } catch (error) {
    if (error instanceof CsvError) {
      const reason = error.message.length > 200 ? `${error.message.slice(0, 200)}...` : error.message;
      return { ok: false, message: USER_ADMIN_MESSAGES.csvUnreadable(reason) };
    }
    throw error;
  }
  if (parsed.length === 0) return { ok: false, message: USER_ADMIN_MESSAGES.csvEmpty };
  const header = readHeader(parsed[0].record);
  if (!header.ok) return header;

  // A row of empty cells is a blank line as a spreadsheet writes it: not counted.
  const rows = parsed.slice(1).filter(({ record }) => record.some((value) => value.trim() !== ''));
  if (rows.length > CSV_MAX_ROWS) return { ok: false, message: USER_ADMIN_MESSAGES.csvTooManyRows };

  const candidates: ImportCandidate[] = [];
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { record, info } of rows) {
    const row = info.records + info.empty_lines;
    const checked = checkRow(record, header.index, header.width, now);
    if ('problems' in checked) {
      problems.push({ row, message: checked.problems.join('; ') });
      continue;
    }
    const first = firstRowOf.get(checked.user.email);
    if (first !== undefined) {
      problems.push({ row, message: USER_ADMIN_MESSAGES.rowDuplicateInFile(checked.user.email, first) });
      continue;
    }
    firstRowOf.set(checked.user.email, row);
    candidates.push({ row, user: checked.user });
  }
  return { ok: true, total: rows.length, candidates, problems };
}

/** The report's lines, in row order: "Row 4: Invalid email address". */
export function problemLines(problems: RowProblem[]): string[] {
  return [...problems].sort((a, b) => a.row - b.row).map(({ row, message }) => USER_ADMIN_MESSAGES.rowError(row, message));
}
