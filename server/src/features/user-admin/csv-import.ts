import { parse, CsvError, type Options as CsvOptions } from 'csv-parse';
import {
  CSV_MAX_ROWS,
  MEMBER_FIELDS,
  MESSAGES,
  PROFILE_MESSAGES,
  PROFILE_VALIDATORS,
  csvColumnsOf,
  fieldValidators,
  isValidBirthday,
  normalizeEmail,
  validateEmail,
  type FieldTable,
  type MemberFieldSpec,
  type Translator,
  type Validator,
} from 'shared-contracts';
import { USER_ADMIN_MESSAGES } from './user-admin-messages.js';
import { turnTaker } from '../../lib/background-pace.js';
import type { NewMember } from '../members/index.js';

/*
 * Reading a user import (spec section 5) with a maintained CSV parser (csv-parse): quoted fields,
 * commas, quotes and line breaks inside quotes, CRLF or LF, a UTF-8 byte-order mark and blank
 * lines are all read as a spreadsheet writes them. Every value is kept as the text it is: a
 * value that looks like a spreadsheet formula (=, +, -, @) is stored as plain text and never
 * evaluated (and must be neutralised by anything that ever exports CSV).
 */

/** A problem of one row: its row number as a spreadsheet shows it (the header is row 1). */
interface RowProblem {
  row: number;
  message: string;
}

/** A row that passed every check, ready to insert. */
interface ImportCandidate {
  row: number;
  user: NewMember;
}

type CsvCheck =
  | { ok: false; message: string }
  | { ok: true; total: number; candidates: ImportCandidate[]; problems: RowProblem[] };

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** The field table an import reads, with what it derives from it once. */
interface ImportTable {
  fields: FieldTable;
  required: readonly string[];
  optional: readonly string[];
  validators: Record<string, Validator<unknown>>;
}

function importTable(fields: FieldTable): ImportTable {
  const { required, optional } = csvColumnsOf(fields);
  return { fields, required, optional, validators: fields === MEMBER_FIELDS ? PROFILE_VALIDATORS : fieldValidators(fields) };
}

const MEMBER_IMPORT = importTable(MEMBER_FIELDS);

/** Where each column the header has is. */
type ColumnIndex = Partial<Record<string, number>>;

interface Parsed {
  record: string[];
  info: { records: number; empty_lines: number };
}

/** The header's columns: the index of each column it has, or why the header is refused. */
function readHeader(header: string[], table: ImportTable): { ok: true; index: ColumnIndex; width: number } | { ok: false; message: string } {
  const names = header.map((name) => name.trim());
  const lower = names.map((name) => name.toLowerCase());
  const repeated = [...new Set(lower.filter((name, i) => name !== '' && lower.indexOf(name) !== i))];
  if (repeated.length > 0) {
    return { ok: false, message: USER_ADMIN_MESSAGES.csvDuplicateColumns(repeated.map((name) => names[lower.indexOf(name)])) };
  }
  const index: ColumnIndex = {};
  const missing: string[] = [];
  for (const column of [...table.required, ...table.optional]) {
    const at = lower.indexOf(column.toLowerCase());
    if (at !== -1) index[column] = at;
    else if (table.required.includes(column)) missing.push(column);
  }
  if (missing.length > 0) return { ok: false, message: USER_ADMIN_MESSAGES.csvMissingColumns(missing) };
  return { ok: true, index, width: names.length };
}

/** One member field's cell: the value to store (null: empty), or what is wrong with it. */
function readCell(field: string, spec: MemberFieldSpec, cell: string, table: ImportTable): { value: string | boolean | null } | { problem: string } {
  if (spec.kind === 'flag') {
    const flag = cell.toLowerCase();
    if (flag === '') return { value: spec.startsOn === true };
    if (flag === 'true' || flag === 'false') return { value: flag === 'true' };
    return { problem: PROFILE_MESSAGES.notBoolean(field) };
  }
  if (spec.kind === 'date') {
    if (cell === '') return { value: null };
    if (!DATE_SHAPE.test(cell)) return { problem: USER_ADMIN_MESSAGES.rowBirthdayFormat };
    return isValidBirthday(cell) ? { value: cell } : { problem: PROFILE_MESSAGES.dateInvalid(spec.name) };
  }
  const problem = table.validators[field](cell);
  return problem ? { problem } : { value: cell === '' ? null : cell };
}

/** Whether a cell from `start` on holds more than spaces (no copy of them: 10,000 rows). */
function hasValueFrom(values: readonly string[], start: number): boolean {
  for (let at = start; at < values.length; at += 1) if (values[at].trim() !== '') return true;
  return false;
}

/** The checks of one data row: the member to create, or what is wrong with it (all of it at once). */
function checkRow(values: string[], index: ColumnIndex, width: number, now: Date, table: ImportTable): { user: NewMember } | { problems: string[] } {
  // Trailing empty cells some spreadsheets add are fine; missing or extra values are not.
  if (values.length < width || hasValueFrom(values, width)) {
    return { problems: [USER_ADMIN_MESSAGES.rowColumnCount(values.length, width)] };
  }
  const get = (column: string) => (index[column] === undefined ? '' : (values[index[column]] ?? '').trim());
  const problems: string[] = [];
  const email = get('email');
  const displayName = get('displayName');
  if (email === '' || displayName === '') problems.push(MESSAGES.createUserRequired);
  if (email !== '') {
    const invalid = validateEmail(email);
    if (invalid) problems.push(invalid);
  }
  const fields: NewMember['fields'] = {};
  for (const field of Object.keys(index)) {
    if (field === 'email') continue;
    const cell = readCell(field, table.fields[field], get(field), table);
    if ('problem' in cell) problems.push(cell.problem);
    else (fields as Record<string, unknown>)[field] = cell.value;
  }
  if (problems.length > 0) return { problems };
  // No password until the member chooses one through the welcome link.
  return { user: { email: normalizeEmail(email), passwordHash: null, fields, createdAt: now } };
}

const CSV_OPTIONS: CsvOptions = {
  bom: true,
  info: true,
  skip_empty_lines: true,
  relax_column_count: true,
  relax_quotes: true,
  // One value far larger than any field may hold is a broken file, not data.
  max_record_size: 64 * 1024,
};

/*
 * A 10,000-row file is about 1 MB: parsed and checked in one go it held up every other request
 * for a quarter of a second. It is fed to the parser a slice at a time and checked row by row,
 * and the event loop gets a turn every few milliseconds of that work (turnTaker), so requests
 * keep being answered.
 */
const PARSE_SLICE_CHARS = 4 * 1024;

/**
 * Candidates handed on together: reading and checking a file (0.4 s of the server's thread for
 * 10,000 rows) and inserting it go side by side, one batch being inserted while the next is read.
 * A batch is prepared for the database with turns of the event loop between its rows (insertRows).
 */
const CANDIDATE_BATCH = 250;

/** A file refused as a whole (nothing of it is imported), with the sentence that says why. */
export class CsvRefusal extends Error {}

/** What a file's rows came to, filled in while it is read. */
export interface CsvReport {
  /** The data rows (blank ones not counted). */
  total: number;
  candidates: ImportCandidate[];
  problems: RowProblem[];
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The records of the text (with where each was) a slice at a time, or the parser's error thrown. */
async function* csvRecords(text: string): AsyncGenerator<Parsed[]> {
  const parser = parse(CSV_OPTIONS);
  let records: Parsed[] = [];
  let failed: unknown = null;
  parser.on('readable', () => {
    let record: Parsed | null;
    while ((record = parser.read() as Parsed | null) !== null) records.push(record);
  });
  parser.on('error', (error) => (failed ??= error));
  const turns = turnTaker();
  const taken = () => {
    if (failed) throw failed;
    const out = records;
    records = [];
    return out;
  };
  for (let at = 0; at < text.length; ) {
    await turns.take();
    // A slice never ends between the two halves of a character beyond U+FFFF (an emoji): each
    // half alone would be read as U+FFFD.
    let end = Math.min(at + PARSE_SLICE_CHARS, text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    // Each slice is parsed before the next is written: slices written at once wait in the
    // stream's buffer and are then parsed together in one go (measured: 80-120 ms at once).
    const slice = text.slice(at, end);
    await new Promise<void>((resolve) => parser.write(slice, () => resolve()));
    at = end;
    yield taken();
  }
  const ended = new Promise<void>((resolve) => parser.once('end', resolve).once('error', () => resolve()));
  // Records still buffered come out through 'readable', then 'end'.
  parser.end();
  await ended;
  yield taken();
}

/**
 * Reads an uploaded CSV file (spec section 5): the file as a whole (UTF-8, readable, the required
 * columns, at most CSV_MAX_ROWS rows), then every row. Yields the new members as their rows pass
 * (CANDIDATE_BATCH at a time), while `report` gathers the candidates and the problems: rows with
 * problems and repeated addresses (the first row of an address wins), with their row numbers.
 * A file refused as a whole throws CsvRefusal, possibly after some batches (too many rows, a
 * broken quote near the end): the caller inserts in one transaction, undone then. Whether an
 * address already has an account is decided when inserting (under a lock). `fields`: the table
 * whose `csv` says which columns there are (a test's own; else the product's).
 */
export async function* readUserCsv(data: Buffer, now: Date, report: CsvReport, fields: FieldTable = MEMBER_FIELDS): AsyncGenerator<NewMember[]> {
  const table = fields === MEMBER_FIELDS ? MEMBER_IMPORT : importTable(fields);
  let text: string;
  try {
    // Strips a UTF-8 byte-order mark; refuses bytes that are not UTF-8 (a legacy spreadsheet export).
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new CsvRefusal(USER_ADMIN_MESSAGES.csvNotUtf8);
  }
  if (text.trim() === '') throw new CsvRefusal(USER_ADMIN_MESSAGES.csvEmpty);

  let header: { index: ColumnIndex; width: number } | null = null;
  let batch: NewMember[] = [];
  const firstRowOf = new Map<string, number>();
  const turns = turnTaker();
  const records = csvRecords(text);
  try {
    for await (const slice of records) {
      for (const { record, info } of slice) {
        if (!header) {
          const read = readHeader(record, table);
          if (!read.ok) throw new CsvRefusal(read.message);
          header = read;
          continue;
        }
        // A row of empty cells is a blank line as a spreadsheet writes it: not counted.
        if (!record.some((value) => value.trim() !== '')) continue;
        if (++report.total > CSV_MAX_ROWS) throw new CsvRefusal(USER_ADMIN_MESSAGES.csvTooManyRows);
        await turns.take();
        const row = info.records + info.empty_lines;
        const checked = checkRow(record, header.index, header.width, now, table);
        if ('problems' in checked) {
          report.problems.push({ row, message: checked.problems.join('; ') });
          continue;
        }
        const first = firstRowOf.get(checked.user.email);
        if (first !== undefined) {
          report.problems.push({ row, message: USER_ADMIN_MESSAGES.rowDuplicateInFile(checked.user.email, first) });
          continue;
        }
        firstRowOf.set(checked.user.email, row);
        report.candidates.push({ row, user: checked.user });
        batch.push(checked.user);
        if (batch.length === CANDIDATE_BATCH) {
          yield batch;
          batch = [];
        }
      }
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const reason = error.message.length > 200 ? `${error.message.slice(0, 200)}...` : error.message;
      throw new CsvRefusal(USER_ADMIN_MESSAGES.csvUnreadable(reason));
    }
    throw error;
  }
  if (!header) throw new CsvRefusal(USER_ADMIN_MESSAGES.csvEmpty);
  if (batch.length > 0) yield batch;
}

/** Reads a whole file without importing it: what its rows came to, or why it is refused. */
export async function checkUserCsv(data: Buffer, now: Date, fields: FieldTable = MEMBER_FIELDS): Promise<CsvCheck> {
  const report: CsvReport = { total: 0, candidates: [], problems: [] };
  try {
    for await (const _batch of readUserCsv(data, now, report, fields));
  } catch (error) {
    if (error instanceof CsvRefusal) return { ok: false, message: error.message };
    throw error;
  }
  return { ok: true, ...report };
}

/** A report line's template, as the shared catalogues know it: 'Row {row}: {message}'. */
const ROW_LINE = USER_ADMIN_MESSAGES.rowError('{row}' as unknown as number, '{message}');

/**
 * The report's lines, in row order: "Row 4: Invalid email address". With `say` (the importer's
 * language, issue 42) each line is said in two steps, the row's own message first (a message
 * that may have been filled in: "jo@example.org already has an account; skipped"), then the
 * line around it: a line is two messages, one inside the other.
 */
export function problemLines(problems: RowProblem[], say?: Translator | null): string[] {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  if (!say) return sorted.map(({ row, message }) => USER_ADMIN_MESSAGES.rowError(row, message));
  return sorted.map(({ row, message }) => say(ROW_LINE, { row, message: say(message) }));
}
