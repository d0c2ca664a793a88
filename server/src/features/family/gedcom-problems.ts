import { filled, withThousandsCommas, type Translator } from 'shared-contracts';
import { GEDCOM_IMPORT_LIMITS } from 'shared-contracts/family';

/**
 * What a GEDCOM import skipped or changed, line by line, in the server's answers catalogue
 * (issue 42): the preview and the import list them in the importer's language. The people's
 * names and the file's ids are the file's own and stay as written.
 */
export const GEDCOM_PROBLEM_MESSAGES = {
  line: (line: number, message: string) => `Line ${line}: ${message}.`,
  more: (count: number) => filled('And {count} more.', { count: withThousandsCommas(count) }),
  notALine: 'not a GEDCOM line, skipped',
  levelSkipped: 'its level skips one, read as one level deeper',
  missing: (xref: string) => `${xref} is not in the file, the link is skipped`,
  notAPerson: (xref: string) => `${xref} is not a person, the link is skipped`,
  ownParent: 'a person cannot be their own parent, the link is skipped',
  moreSpouses: 'a family has at most two partners, the others are skipped',
  shortened: {
    firstName: (limit: number) => `the first name is longer than ${withThousandsCommas(limit)} characters and was shortened`,
    lastName: (limit: number) => `the last name is longer than ${withThousandsCommas(limit)} characters and was shortened`,
    note: (limit: number) => `the note is longer than ${withThousandsCommas(limit)} characters and was shortened`,
  },
  noName: (unnamed: string) => `no name: imported as "${unnamed}"`,
  sameXref: (xref: string) => `${xref} is the id of an earlier record too, this one is skipped`,
  ownAncestor: (parent: string, child: string) => `${parent} cannot be a parent of ${child}: they would be their own ancestor, the link is skipped`,
  partnersAsParent: (parent: string, child: string) => `${parent} cannot be a parent of ${child}: they are or were partners, the link is skipped`,
  parentAsPartner: (person: string, partner: string) => `${person} and ${partner} cannot be partners: one is the other's parent, the partnership is skipped`,
  endsBeforeStart: 'the partnership ends before it starts: its end date is left out',
} as const;

export type ShortenedField = keyof typeof GEDCOM_PROBLEM_MESSAGES.shortened;

/** Something the import skipped or changed, and the line of the file it is about. */
export interface GedcomProblem {
  line: number;
  message: string;
}

const LINE = GEDCOM_PROBLEM_MESSAGES.line('{line}' as unknown as number, '{message}');

/** How problems are listed: 'Line 12: ...', the first ones, and how many more; `say` the importer's language (none: English). */
export function problemLines(problems: readonly GedcomProblem[], counted = 0, say?: Translator | null): string[] {
  const shown = problems.slice(0, GEDCOM_IMPORT_LIMITS.problemsListed);
  const listed = shown.map(({ line, message }) => (say ? say(LINE, { line, message: say(message) }) : GEDCOM_PROBLEM_MESSAGES.line(line, message)));
  const more = problems.length - listed.length + counted;
  if (more > 0) listed.push(say ? say(GEDCOM_PROBLEM_MESSAGES.more(more)) : GEDCOM_PROBLEM_MESSAGES.more(more));
  return listed;
}
