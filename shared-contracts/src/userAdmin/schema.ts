import { CREATE_USER_FIELDS, MEMBER_FIELDS, PROFILE_MESSAGES, type CreateUserField } from '../member/fields.js';
import { UserSchema } from '../member/schema.js';
import { requestValue, type ProfileUpdate } from '../profile/schema.js';
import { SCHEMA_FORMATS } from '../schema/formats.js';
import * as t from '../schema/t.js';
import { ADMIN_USERS_MAX_PAGE_SIZE } from './userAdmin.js';

/** The CSV import's report (spec section 3). */
export const CsvImportResultSchema = t.object({
  total: t.integer(),
  imported: t.integer(),
  skipped: t.integer(),
  errors: t.array(t.string()),
});
export type CsvImportResult = t.Static<typeof CsvImportResultSchema>;

/**
 * GET admin/users: every user (spec), or with `page` one page of them, in name order.
 * Query values arrive as text; the patterns keep them to what the server reads.
 */
export const AdminUsersQuerySchema = t.object(
  {
    /** Part of a name or an e-mail address, any case; visible text only (a NUL reached the database: a 500). */
    q: t.optional(
      t.string({ maxLength: 200, format: SCHEMA_FORMATS.line, title: 'Search', errorMessage: PROFILE_MESSAGES.controlCharacters('Search') }),
    ),
    page: t.optional(t.string({ pattern: '^[1-9][0-9]{0,5}$', title: 'page', errorMessage: 'page must be a whole number from 1' })),
    pageSize: t.optional(
      t.string({ pattern: '^(100|[1-9][0-9]?)$', title: 'pageSize', errorMessage: `pageSize must be a whole number from 1 to ${ADMIN_USERS_MAX_PAGE_SIZE}` }),
    ),
  },
  { additionalProperties: false },
);

export const AdminUsersDataSchema = t.object({
  users: t.array(UserSchema),
  /** How many users match (all pages). */
  total: t.optional(t.integer()),
  page: t.optional(t.integer()),
  pageSize: t.optional(t.integer()),
});

/**
 * The create-user form (spec section 3): the e-mail and the member's fields that Create New User
 * takes (member/fields.ts). E-mail and display name are required: the server says so in the
 * spec's words ('Email and display name are required'), so the schema leaves them optional.
 */
export type CreateUserPayload = Pick<ProfileUpdate, CreateUserField> & {
  email?: string;
  /** Only '' or null: members upload their own picture (the site shows only its own images). */
  photoURL?: string | null;
};
export const CreateUserPayloadSchema = t.unsafe<CreateUserPayload>(
  t.object(
    {
      email: t.optional(t.string({ maxLength: 1000 })),
      ...Object.fromEntries(CREATE_USER_FIELDS.map((key) => [key, t.optional(requestValue(MEMBER_FIELDS[key]))])),
      photoURL: t.optional(t.unsafe<string | null>({ type: ['string', 'null'], maxLength: 500, title: 'Photo URL' })),
    },
    { additionalProperties: false },
  ),
);

/** POST admin/create-user: the new member, and whether their welcome e-mail went out. */
export const CreateUserDataSchema = t.object({ user: UserSchema, welcomeEmailSent: t.boolean() });

/** The address is required: the server says so in the spec's words, so the schema leaves it optional. */
export const TestEmailPayloadSchema = t.object({ email: t.optional(t.string({ maxLength: 1000 })) }, { additionalProperties: false });
