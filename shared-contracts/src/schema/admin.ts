import { PROFILE_TEXT_FIELDS } from '../profileFields.js';
import { requestText } from './profile.js';
import * as t from './t.js';
import { UserSchema } from './user.js';

/** One picture of the background gallery (spec section 3). */
export const GalleryItemSchema = t.object({
  url: t.string(),
  filename: t.string(),
  filePath: t.string(),
  /** bytes */
  size: t.integer(),
  isCurrent: t.boolean(),
});
export type GalleryItem = t.Static<typeof GalleryItemSchema>;

export const GalleryDataSchema = t.object({ backgrounds: t.array(GalleryItemSchema) });
/** GET background-image and the upload's answer: the current background, null for the default. */
export const BackgroundDataSchema = t.object({ backgroundUrl: t.union([t.string(), t.null()]) });
export type BackgroundImageData = t.Static<typeof BackgroundDataSchema>;
export const SetBackgroundPayloadSchema = t.object({ backgroundUrl: t.string({ maxLength: 500 }) }, { additionalProperties: false });
export type SetBackgroundPayload = t.Static<typeof SetBackgroundPayloadSchema>;

/** The CSV import's report (spec section 3). */
export const CsvImportResultSchema = t.object({
  total: t.integer(),
  imported: t.integer(),
  skipped: t.integer(),
  errors: t.array(t.string()),
});
export type CsvImportResult = t.Static<typeof CsvImportResultSchema>;

/** GET admin/users. */
export const AdminUsersDataSchema = t.object({ users: t.array(UserSchema) });

/** The create-user form (spec section 3); e-mail and display name are required. */
export const CreateUserPayloadSchema = t.object(
  {
    email: t.string({ maxLength: 1000 }),
    displayName: requestText(PROFILE_TEXT_FIELDS.displayName),
    firstName: t.optional(requestText(PROFILE_TEXT_FIELDS.firstName)),
    lastName: t.optional(requestText(PROFILE_TEXT_FIELDS.lastName)),
    phoneNumber: t.optional(requestText(PROFILE_TEXT_FIELDS.phoneNumber)),
    occupation: t.optional(requestText(PROFILE_TEXT_FIELDS.occupation)),
    bio: t.optional(requestText(PROFILE_TEXT_FIELDS.bio)),
    photoURL: t.optional(t.unsafe<string | null>({ type: ['string', 'null'], maxLength: 500, title: 'Photo URL' })),
    birthday: t.optional(t.unsafe<string | null>({ type: ['string', 'null'], maxLength: 10, title: 'Birthday' })),
    isLocationVisible: t.optional(t.boolean({ title: 'isLocationVisible' })),
    isBirthdayVisible: t.optional(t.boolean({ title: 'isBirthdayVisible' })),
  },
  { additionalProperties: false },
);
export type CreateUserPayload = t.Static<typeof CreateUserPayloadSchema>;

export const TestEmailPayloadSchema = t.object({ email: t.string({ maxLength: 1000 }) }, { additionalProperties: false });
export type TestEmailPayload = t.Static<typeof TestEmailPayloadSchema>;
