import * as t from '../schema/t.js';
import { countedMessage } from '../i18n/counted.js';
import { withThousandsCommas } from '../numbers.js';

/*
 * A GEDCOM file brought into the family tree (issue 41) by an admin or a manager: first a preview
 * (who is in the file, who of them is a member or already in the tree, what will be added), then
 * the import itself, all or nothing, with a report like the user import's.
 */

export const GEDCOM_IMPORT_LIMITS = {
  /** A family's file from a genealogy program: 10,000 people are a few MB. */
  maxBytes: 10 * 1024 * 1024,
  maxPeople: 10_000,
  /** Problems listed in a preview or report; the count says how many more there were. */
  problemsListed: 200,
  /** People listed in a preview (the counts say how many in all): a page shows this many at most. */
  previewListed: 500,
} as const;

/** The upload's field and the file names it accepts. */
export const GEDCOM_FILE_FIELD = 'gedcomFile';
const GEDCOM_FILE_NAME = /\.(ged|gedcom)$/i;

export const GEDCOM_IMPORT_MESSAGES = {
  notMultipart: 'Send the GEDCOM file as a form upload (multipart/form-data).',
  oneFileOnly: 'Send one GEDCOM file, in the field gedcomFile.',
  noFile: 'Choose a GEDCOM file (.ged) to import.',
  tooLarge: 'The GEDCOM file must be under 10 MB.',
  wrongName: 'Choose a GEDCOM file: its name ends in .ged.',
  unreadable: 'The upload was cut short: choose the file again.',
  notGedcom: 'This is not a GEDCOM file: a GEDCOM file starts with the line "0 HEAD".',
  noPeople: 'The file has no people (no INDI records) to import.',
  tooManyPeople: (count: number) => `The file has ${withThousandsCommas(count)} people: at most ${withThousandsCommas(GEDCOM_IMPORT_LIMITS.maxPeople)} can be imported at once.`,
  previewReady: 'Check who will be added, then import.',
  /** The tree changed between the preview and the import (someone removed, the same file imported meanwhile). */
  treeChanged: 'The family tree changed while the file was read: look at the preview again, then import.',
  completed: countedMessage(
    {
      one: 'Import completed! {added} person added, {members} found among the members, {existing} already in the tree.',
      other: 'Import completed! {added} people added, {members} found among the members, {existing} already in the tree.',
    },
    (added: number, members: number, existing: number) => [added, { added, members, existing }],
  ),
} as const;

/** Why a chosen file cannot be a GEDCOM import (checked in the browser and on the server), or undefined. */
export function gedcomFileProblem(file: { name: string; size: number }): string | undefined {
  if (!GEDCOM_FILE_NAME.test(file.name)) return GEDCOM_IMPORT_MESSAGES.wrongName;
  if (file.size >= GEDCOM_IMPORT_LIMITS.maxBytes) return GEDCOM_IMPORT_MESSAGES.tooLarge;
  return undefined;
}

const outcomeValue = t.unsafe<'new' | 'member' | 'existing'>({ type: 'string', enum: ['new', 'member', 'existing'] });

/** One person of the file, as the preview shows them. */
const GedcomPreviewPersonSchema = t.object({
  /** The line their record starts on. */
  line: t.integer(),
  name: t.string(),
  /** Their birth and death as the file writes them ('ABT 1850'). */
  born: t.optional(t.string()),
  died: t.optional(t.string()),
  /** new: added as a relative; member: a member with this name and birth date; existing: in the tree already (an earlier import, or added by hand). */
  outcome: outcomeValue,
  /** Who they were found to be, for member and existing. */
  match: t.optional(t.object({ id: t.string(), name: t.string() })),
});

export const GedcomPreviewSchema = t.object({
  /** The character set the file was read in ('UTF-8', 'ANSEL', 'windows-1252'). */
  encoding: t.string(),
  /** The GEDCOM version its header names ('5.5.1', '7.0'), or ''. */
  version: t.string(),
  /** The program that wrote it, as its header names it. */
  source: t.string(),
  people: t.integer(),
  families: t.integer(),
  added: t.integer(),
  members: t.integer(),
  existing: t.integer(),
  parentLinks: t.integer(),
  partnerLinks: t.integer(),
  list: t.array(GedcomPreviewPersonSchema),
  /** What is skipped, by line ('Line 12: ...'). */
  problems: t.array(t.string()),
});

export const GedcomImportResultSchema = t.object({
  added: t.integer(),
  members: t.integer(),
  existing: t.integer(),
  /** Links made now (those already in the tree are not counted again). */
  parentLinks: t.integer(),
  partnerLinks: t.integer(),
  problems: t.array(t.string()),
});

export type GedcomPreview = t.Static<typeof GedcomPreviewSchema>;
export type GedcomPreviewPerson = t.Static<typeof GedcomPreviewPersonSchema>;
export type GedcomImportResult = t.Static<typeof GedcomImportResultSchema>;
