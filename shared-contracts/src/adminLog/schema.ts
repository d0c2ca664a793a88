import { idTextSchema } from '../schema/ids.js';
import * as t from '../schema/t.js';

/*
 * The record of admin acts (issue 21): who created, imported, approved, declined or deleted a
 * member, changed someone else's profile or role, changed the theme, background, who can join or the
 * site's language, sent a test e-mail; when, by whom, on whom. Never a password, token or position.
 */

/** Each act the log keeps (mf-admin says each in words). A type only: no first visit carries it. */
export type AdminAct =
  | 'memberCreated'
  | 'membersImported'
  | 'familyImported'
  | 'memberApproved'
  | 'memberDeclined'
  | 'memberDeleted'
  | 'profileChanged'
  | 'roleChanged'
  | 'themeChanged'
  | 'backgroundUploaded'
  | 'backgroundChosen'
  | 'backgroundDeleted'
  | 'joiningChanged'
  | 'siteLanguageChanged'
  | 'testEmailSent';

/** How long the log keeps an act, in days, unless ADMIN_LOG_DAYS says otherwise. */
export const ADMIN_LOG_DAYS = 365;
export const ADMIN_LOG_PAGE_SIZE = 25;

const person = t.object({ id: t.optional(t.integer()), name: t.string() });

const AdminLogEntrySchema = t.object({
  id: t.integer(),
  at: t.string(),
  act: t.string(),
  actor: person,
  subject: t.optional(person),
  /** What changed, in words: field names, a mode, a count, an address. */
  details: t.optional(t.string()),
});
export type AdminLogEntry = t.Static<typeof AdminLogEntrySchema>;

export const AdminLogQuerySchema = t.object(
  {
    page: t.optional(t.string({ pattern: '^[1-9][0-9]{0,5}$', title: 'page', errorMessage: 'page must be a whole number from 1' })),
    /** Only the acts by or on this member. */
    person: t.optional(idTextSchema('person', 'person must be a member id')),
  },
  { additionalProperties: false },
);

export const AdminLogDataSchema = t.object({
  entries: t.array(AdminLogEntrySchema),
  total: t.integer(),
  page: t.integer(),
  pageSize: t.integer(),
});
export type AdminLogData = t.Static<typeof AdminLogDataSchema>;
