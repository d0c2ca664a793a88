import { FAMILY_LIMITS, type ParentKind } from 'shared-contracts/family';
import { turnTaker } from '../../lib/background-pace.js';
import { readGedcomDate, type ReadDate } from './gedcom-dates.js';
import { GEDCOM_PROBLEM_MESSAGES, type GedcomProblem, type ShortenedField } from './gedcom-problems.js';

/*
 * What a GEDCOM file (5.5.1 or 7.0, already decoded to text) says about a family: its people
 * (INDI), and the parents, children and partners of its families (FAM). Everything else
 * (sources, places, events beyond birth, death, marriage and divorce) is left. A line that is not
 * GEDCOM, or a pointer to a record the file does not have, is skipped with a problem by line,
 * never a crash: files from twenty years of genealogy programs are not all well formed.
 */

export interface GedcomPerson {
  xref: string;
  line: number;
  firstName: string | null;
  lastName: string | null;
  gender: 'female' | 'male' | null;
  /** The given names and surname without a suffix ('Jr.'), for finding them among the family. */
  matchName: string;
  birth: ReadDate;
  death: ReadDate;
  note: string | null;
}

interface GedcomParentLink {
  child: string;
  parent: string;
  kind: ParentKind;
  line: number;
}

export interface GedcomPartnership {
  a: string;
  b: string;
  married: boolean;
  ended: boolean;
  startDate: string | null;
  endDate: string | null;
  line: number;
}

export type { GedcomProblem };

export interface GedcomFile {
  /** The program that wrote it (HEAD.SOUR), and the GEDCOM version (HEAD.GEDC.VERS). */
  source: string;
  version: string;
  people: GedcomPerson[];
  families: number;
  parents: GedcomParentLink[];
  partners: GedcomPartnership[];
  problems: GedcomProblem[];
  /** Problems past the ones kept, counted. */
  moreProblems: number;
}

interface Node {
  level: number;
  xref: string | null;
  tag: string;
  value: string;
  line: number;
  children: Node[];
}

/** How genealogists name a person the file gives no name (a relative needs one). */
export const NO_NAME = 'Unknown';

const LINE = /^\s*(\d{1,2})(?: +(@[^@ ]+@))? +([A-Za-z0-9_]+)(?: (.*))?$/;
const POINTER = /^@[^@ ]+@$/;
/** Control characters a name or a note may not hold (a note keeps its line breaks). */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

const M = GEDCOM_PROBLEM_MESSAGES;
const PROBLEMS = {
  notALine: (line: number) => ({ line, message: M.notALine }),
  levelSkipped: (line: number) => ({ line, message: M.levelSkipped }),
  missing: (line: number, xref: string) => ({ line, message: M.missing(xref) }),
  notAPerson: (line: number, xref: string) => ({ line, message: M.notAPerson(xref) }),
  ownParent: (line: number) => ({ line, message: M.ownParent }),
  moreSpouses: (line: number) => ({ line, message: M.moreSpouses }),
  shortened: (line: number, what: ShortenedField, limit: number) => ({ line, message: M.shortened[what](limit) }),
  noName: (line: number) => ({ line, message: M.noName(NO_NAME) }),
  sameXref: (line: number, xref: string) => ({ line, message: M.sameXref(xref) }),
};

/** The file's lines as a tree of records; CONC and CONT joined into the value they continue. */
/**
 * The tags read below a record (the rest of a file, its sources, places, media and events, is
 * passed over without being kept: a 10 MB file kept whole took 40 times its size in memory).
 */
const READ_TAGS = new Set([
  'SOUR', 'GEDC', 'VERS', 'CHAR', 'NAME', 'GIVN', 'SURN', 'SPFX', 'NSFX', 'SEX', 'BIRT', 'DEAT', 'DATE', 'NOTE', 'SNOTE',
  'FAMC', 'FAMS', 'PEDI', 'HUSB', 'WIFE', 'CHIL', '_FREL', '_MREL', 'MARR', 'DIV', 'TYPE', '_NMR',
]);
/** A value grown by CONC and CONT is kept up to this (a note is cut at 1,000 characters anyway). */
const VALUE_MAX = 64 * 1024;

interface Problems {
  push(problem: GedcomProblem): void;
}

async function parseLines(text: string, problems: Problems, turns: ReturnType<typeof turnTaker>): Promise<Node[]> {
  const records: Node[] = [];
  const stack: Node[] = [];
  /** Below a line passed over, everything deeper is passed over too. */
  let skipDeeperThan = -1;
  const ends = /\r\n|\r|\n/g;
  let number = 0;
  for (let start = 0; start <= text.length; ) {
    await turns.take();
    const end = ends.exec(text);
    const raw = text.slice(start, end ? end.index : text.length);
    start = end ? end.index + end[0].length : text.length + 1;
    number += 1;
    if (raw.trim() === '') continue;
    const match = LINE.exec(raw);
    if (!match) {
      problems.push(PROBLEMS.notALine(number));
      continue;
    }
    let level = Number(match[1]);
    if (skipDeeperThan >= 0 && level > skipDeeperThan) continue;
    skipDeeperThan = -1;
    const tag = match[3].toUpperCase();
    const value = match[4] ?? '';
    if (level > stack.length) {
      problems.push(PROBLEMS.levelSkipped(number));
      level = stack.length;
    }
    stack.length = level;
    const parent = stack[level - 1];
    if (parent && (tag === 'CONC' || tag === 'CONT')) {
      if (parent.value.length < VALUE_MAX) parent.value += tag === 'CONT' ? `\n${value}` : value;
      // A continuation has nothing under it: it stays off the stack.
      continue;
    }
    if (level > 0 && !READ_TAGS.has(tag)) {
      skipDeeperThan = level;
      continue;
    }
    const node: Node = { level, xref: match[2] ?? null, tag, value, line: number, children: [] };
    if (parent) parent.children.push(node);
    else records.push(node);
    stack.push(node);
  }
  return records;
}

/** The problems of a file: the first ones kept, the others counted (a file of garbage has millions). */
function problemList(): Problems & { list: GedcomProblem[]; more: number } {
  return {
    list: [],
    more: 0,
    push(problem) {
      if (this.list.length < PROBLEMS_KEPT) this.list.push(problem);
      else this.more += 1;
    },
  };
}
const PROBLEMS_KEPT = 1000;

const child = (node: Node | undefined, tag: string) => node?.children.find((each) => each.tag === tag);
const childrenOf = (node: Node, tag: string) => node.children.filter((each) => each.tag === tag);
/**
 * A value as written: an escaped '@' read back. 5.5.1 doubles every '@' of a value; 7.0 only a
 * leading one ('a@@b' is what it says).
 */
const textReader = (version: string) => (version.startsWith('7') ? (value: string) => value.replace(/^@@/, '@') : (value: string) => value.replace(/@@/g, '@'));

const clean = (text: string) => text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();

/**
 * A person's name parts. NAME's slashes say the surname ('Anna Maria /Smith/ Jr.', 'Vincent /van
 * Gogh/', and '/Wang/ Xiu', given name after it); GIVN says the given names, SPFX and SURN the
 * surname when NAME has none, NSFX the suffix.
 */
function nameOf(name: Node | undefined, textOf: (value: string) => string): { given: string; surname: string; suffix: string } {
  if (!name) return { given: '', surname: '', suffix: '' };
  const value = textOf(name.value);
  const slashed = /^(.*?)\/(.*?)\/(.*)$/.exec(value);
  let given = slashed ? slashed[1] : value;
  let surname = slashed ? slashed[2] : '';
  let after = slashed ? slashed[3] : '';
  const part = (tag: string) => {
    const found = child(name, tag);
    return found ? textOf(found.value) : undefined;
  };
  const givn = part('GIVN');
  const nsfx = part('NSFX');
  if (givn !== undefined) given = givn;
  else if (!given.trim() && after.trim() && nsfx === undefined) [given, after] = [after, ''];
  if (!surname.trim()) surname = [part('SPFX'), part('SURN')].filter(Boolean).join(' ');
  return { given: clean(given), surname: clean(surname), suffix: clean(nsfx ?? after) };
}

/**
 * PEDI (5.5.1 lower case, 7.0 upper case) and _FREL/_MREL (Gramps, Ancestry, FTM) as the tree's
 * kinds; undefined for a word that says nothing of it (SEALING, OTHER, Unknown, Private).
 */
function kindOf(value: string | undefined): ParentKind | undefined {
  const word = value?.trim().toLowerCase();
  if (!word) return undefined;
  if (word.startsWith('adopt')) return 'adoptive';
  if (word.startsWith('foster') || word === 'guardian') return 'foster';
  if (word.startsWith('step')) return 'step';
  if (word === 'birth' || word === 'natural' || word === 'biological') return 'birth';
  return undefined;
}

/**
 * The family in a GEDCOM file's text. A file of 10,000 people is read a few milliseconds at a
 * time (turnTaker): the family's requests keep being answered while an admin imports.
 */
export async function readGedcom(text: string): Promise<GedcomFile> {
  const problems = problemList();
  const turns = turnTaker();
  const records = await parseLines(text, problems, turns);
  const head = records.find((record) => record.tag === 'HEAD');
  const version = child(child(head, 'GEDC'), 'VERS')?.value.trim() ?? '';
  const textOf = textReader(version);
  const byXref = new Map<string, Node>();
  for (const record of records) {
    if (!record.xref) continue;
    if (byXref.has(record.xref)) problems.push(PROBLEMS.sameXref(record.line, record.xref));
    else byXref.set(record.xref, record);
  }

  const limited = (value: string, line: number, what: ShortenedField, limit: number) => {
    if (value.length <= limit) return value;
    problems.push(PROBLEMS.shortened(line, what, limit));
    return value.slice(0, limit).trim();
  };
  /** A NOTE's text, the note record's when it points to one. */
  const noteText = (note: Node) => {
    const shared = POINTER.test(note.value.trim()) ? byXref.get(note.value.trim()) : undefined;
    return textOf(shared ? shared.value : note.value);
  };
  const dateOf = (event: Node | undefined): ReadDate => readGedcomDate(child(event, 'DATE')?.value ?? '');

  const people: GedcomPerson[] = [];
  const pedigree = new Map<string, ParentKind>();
  const spousesByFamily = new Map<string, Set<string>>();
  const childrenByFamily = new Map<string, Set<string>>();
  const addTo = (map: Map<string, Set<string>>, key: string, value: string) => map.set(key, (map.get(key) ?? new Set()).add(value));

  for (const record of records) {
    await turns.take();
    if (record.tag !== 'INDI' || !record.xref || byXref.get(record.xref) !== record) continue;
    const { given, surname, suffix } = nameOf(child(record, 'NAME'), textOf);
    if (!given && !surname) problems.push(PROBLEMS.noName(record.line));
    const sex = child(record, 'SEX')?.value.trim().toUpperCase();
    // NOTE, and 7.0's SNOTE (a shared note, by its record).
    const notes = record.children
      .filter((each) => each.tag === 'NOTE' || each.tag === 'SNOTE')
      .map(noteText)
      .map((note) => note.replace(CONTROL, ' ').trim())
      .filter(Boolean);
    // The suffix goes with the surname as the family reads it ('Smith Jr.').
    const last = [surname, suffix].filter(Boolean).join(' ');
    people.push({
      xref: record.xref,
      line: record.line,
      firstName: given ? limited(given, record.line, 'firstName', FAMILY_LIMITS.name) : last ? null : NO_NAME,
      lastName: last ? limited(last, record.line, 'lastName', FAMILY_LIMITS.name) : null,
      gender: sex === 'F' ? 'female' : sex === 'M' ? 'male' : null,
      matchName: [given, surname].filter(Boolean).join(' ') || last || NO_NAME,
      birth: dateOf(child(record, 'BIRT')),
      death: dateOf(child(record, 'DEAT')),
      note: notes.length > 0 ? limited(notes.join('\n\n'), record.line, 'note', FAMILY_LIMITS.note) : null,
    });
    // The other side of a family's links, for files that write only this one.
    for (const famc of childrenOf(record, 'FAMC')) {
      const family = famc.value.trim();
      addTo(childrenByFamily, family, record.xref);
      const kind = kindOf(child(famc, 'PEDI')?.value);
      if (kind) pedigree.set(`${record.xref}|${family}`, kind);
    }
    for (const fams of childrenOf(record, 'FAMS')) addTo(spousesByFamily, fams.value.trim(), record.xref);
  }

  const isPerson = (xref: string, line: number) => {
    const found = byXref.get(xref);
    if (!found) problems.push(PROBLEMS.missing(line, xref));
    else if (found.tag !== 'INDI') problems.push(PROBLEMS.notAPerson(line, xref));
    return found?.tag === 'INDI';
  };

  const parents: GedcomParentLink[] = [];
  const partners: GedcomPartnership[] = [];
  const linked = new Set<string>();
  let families = 0;
  for (const record of records) {
    await turns.take();
    if (record.tag !== 'FAM' || !record.xref || byXref.get(record.xref) !== record) continue;
    families += 1;
    // Spouses: HUSB and WIFE first (the parents _FREL and _MREL speak of), then any only the person names.
    const spouses: Array<{ xref: string; rel: '_FREL' | '_MREL' | null }> = [];
    for (const [tag, rel] of [['HUSB', '_FREL'], ['WIFE', '_MREL']] as const) {
      for (const spouse of childrenOf(record, tag)) {
        const xref = spouse.value.trim();
        if (xref !== '@VOID@' && isPerson(xref, spouse.line)) spouses.push({ xref, rel });
      }
    }
    for (const xref of spousesByFamily.get(record.xref) ?? []) if (!spouses.some((each) => each.xref === xref)) spouses.push({ xref, rel: null });
    if (spouses.length > 2) {
      problems.push(PROBLEMS.moreSpouses(record.line));
      spouses.length = 2;
    }
    const kids: Array<{ xref: string; line: number; node?: Node }> = [];
    for (const kid of childrenOf(record, 'CHIL')) {
      const xref = kid.value.trim();
      if (xref !== '@VOID@' && isPerson(xref, kid.line)) kids.push({ xref, line: kid.line, node: kid });
    }
    for (const xref of childrenByFamily.get(record.xref) ?? []) if (!kids.some((each) => each.xref === xref)) kids.push({ xref, line: record.line });
    for (const kid of kids) {
      for (const spouse of spouses) {
        if (kid.xref === spouse.xref) {
          problems.push(PROBLEMS.ownParent(kid.line));
          continue;
        }
        const key = `${kid.xref}|${spouse.xref}`;
        if (linked.has(key)) continue;
        linked.add(key);
        const kind = (spouse.rel && kid.node ? kindOf(child(kid.node, spouse.rel)?.value) : undefined) ?? pedigree.get(`${kid.xref}|${record.xref}`) ?? 'birth';
        parents.push({ child: kid.xref, parent: spouse.xref, kind, line: kid.line });
      }
    }
    if (spouses.length === 2) {
      const marriage = child(record, 'MARR');
      const divorce = child(record, 'DIV');
      const type = child(record, 'TYPE')?.value.trim().toLowerCase() ?? '';
      // A couple is married unless the file says otherwise (_NMR, Gramps's and ours; a TYPE of unmarried partners).
      const unmarried = !marriage && (child(record, '_NMR') !== undefined || /unmarried|partner|civil|cohab/.test(type));
      partners.push({
        a: spouses[0].xref,
        b: spouses[1].xref,
        married: !unmarried,
        ended: divorce !== undefined,
        startDate: dateOf(marriage).date,
        endDate: dateOf(divorce).date,
        line: record.line,
      });
    }
  }

  return {
    source: child(head, 'SOUR')?.value.trim() ?? '',
    version,
    people,
    families,
    parents,
    partners,
    problems: problems.list,
    moreProblems: problems.more,
  };
}

/** Whether the text is a GEDCOM file at all: its first line is "0 HEAD". */
export const isGedcom = (text: string): boolean => /^\s*0\s+HEAD\s*$/m.test(text.slice(0, 2000).split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '');
