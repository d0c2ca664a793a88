import { BackgroundDataSchema, GalleryDataSchema, SetBackgroundPayloadSchema } from '../background/schema.js';
import {
  AdminUsersDataSchema,
  AdminUsersQuerySchema,
  CreateUserDataSchema,
  CreateUserPayloadSchema,
  CsvImportResultSchema,
  TestEmailPayloadSchema,
} from '../userAdmin/schema.js';
import { ForgotPasswordPayloadSchema, ResetPasswordPayloadSchema, SignInPayloadSchema, SignUpPayloadSchema } from '../account/auth.js';
import {
  EmailInvitationPayloadSchema,
  InvitationCheckSchema,
  InvitationLinkSchema,
  InvitationSchema,
  InvitationTokenPayloadSchema,
  InvitationsDataSchema,
  JoinInfoSchema,
  JoinSettingsSchema,
  WaitingAccountsDataSchema,
} from '../join/schema.js';
import {
  PasskeyOptionsSchema,
  PasskeyRegisterPayloadSchema,
  PasskeySchema,
  PasskeySignInPayloadSchema,
  PasskeysDataSchema,
  PasswordSignInPayloadSchema,
} from '../passkeys/schema.js';
import { DeleteAccountPayloadSchema, MyDataSchema } from '../account/schema.js';
import { AdminLogDataSchema, AdminLogQuerySchema } from '../adminLog/schema.js';
import { VcardQuerySchema } from '../member/vcard.js';
import { CalendarFeedCreatedSchema, CalendarFeedStatusSchema } from '../calendar/schema.js';
import { LocationUpdatePayloadSchema } from '../location/schema.js';
import {
  AdminNotificationsSchema,
  NotificationSettingsSchema,
  PushDevicePayloadSchema,
  RemovePushDevicePayloadSchema,
  SaveAdminNotificationsPayloadSchema,
  SaveNotificationsPayloadSchema,
  TestPushResultSchema,
} from '../notifications/schema.js';
import { ProfileUpdateSchema } from '../profile/schema.js';
import {
  FamilyRelationsSchema,
  FamilyTreeSchema,
  ParentLinkDataSchema,
  ParentLinkPayloadSchema,
  PartnerLinkDataSchema,
  PartnerLinkPayloadSchema,
  PartnerUpdatePayloadSchema,
  PersonDataSchema,
  PersonPayloadSchema,
} from '../family/schema.js';
import { GEDCOM_FILE_FIELD, GedcomImportResultSchema, GedcomPreviewSchema } from '../family/import.js';
import { SaveThemePayloadSchema, ThemeDataSchema } from '../theme/schema.js';
import { SetLanguagePayloadSchema, SiteLanguageSchema } from '../i18n/schema.js';
import * as t from '../schema/t.js';
import { MembersDataSchema, UserDataSchema, UserSchema } from '../member/schema.js';

/** A file upload: multipart/form-data with one file in the named field. */
interface MultipartBody {
  multipart: string;
}
const multipart = (field: string): MultipartBody => ({ multipart: field });

export interface EndpointSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the API base; `:name` marks a parameter (the server's route pattern as well). */
  path: string;
  /** The JSON body's schema, or the file field of an upload. */
  body?: t.TSchema | MultipartBody;
  /** The query string's schema (every value text), when the call takes one. */
  query?: t.TSchema;
  /** The schema of the envelope's `data`; none when the answer carries only a message. */
  data?: t.TSchema;
  /** The success status, when it is not 200. */
  status?: number;
  /** A GET that still changes state: it needs the cross-site header like a POST. */
  csrfHeader?: boolean;
  /** Answered as this content type, not as a JSON envelope (a calendar feed). */
  raw?: string;
}

/**
 * Every call of the API (spec section 7 and what the open work adds), each named once with its
 * method, path, body and answer. The server registers its routes from this map and the client
 * calls by name from it, so a path, a payload or an answer cannot differ between the two.
 */
export const ENDPOINTS = {
  // Authentication and session
  signIn: { method: 'POST', path: '/api/auth/signin', body: SignInPayloadSchema, data: UserDataSchema },
  signUp: { method: 'POST', path: '/api/auth/signup', body: SignUpPayloadSchema, data: UserDataSchema, status: 201 },
  currentUser: { method: 'GET', path: '/api/auth/current/user', data: UserDataSchema },
  logout: { method: 'GET', path: '/api/auth/logout', csrfHeader: true },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', body: ForgotPasswordPayloadSchema },
  // A welcome link (an account an admin created) also signs the member in: `data.user` then.
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', body: ResetPasswordPayloadSchema, data: t.optional(UserDataSchema) },

  // Profile and avatar
  updateProfile: { method: 'PUT', path: '/api/auth/profile', body: ProfileUpdateSchema, data: UserDataSchema },
  userProfile: { method: 'GET', path: '/api/auth/user/:id/profile', data: UserSchema },
  adminUpdateProfile: { method: 'PUT', path: '/api/auth/admin/user/:id/profile', body: ProfileUpdateSchema, data: UserDataSchema },
  uploadAvatar: {
    method: 'POST',
    path: '/api/auth/upload-avatar',
    body: multipart('avatar'),
    data: t.object({ avatarUrl: t.string(), user: UserSchema }),
  },

  // Family and location
  familyMembers: { method: 'GET', path: '/api/auth/family/members', data: MembersDataSchema },
  locationUpdate: { method: 'POST', path: '/api/auth/location/update', body: LocationUpdatePayloadSchema, data: UserDataSchema },
  locationClear: { method: 'DELETE', path: '/api/auth/location/clear', data: UserDataSchema },

  // Theme and background
  theme: { method: 'GET', path: '/api/auth/admin/theme', data: ThemeDataSchema },
  saveTheme: { method: 'POST', path: '/api/auth/admin/theme', body: SaveThemePayloadSchema, data: ThemeDataSchema },
  backgroundImage: { method: 'GET', path: '/api/auth/background-image', data: BackgroundDataSchema },
  uploadBackground: { method: 'POST', path: '/api/auth/admin/upload-background', body: multipart('background'), data: BackgroundDataSchema },
  backgroundImages: { method: 'GET', path: '/api/auth/admin/background-images', data: GalleryDataSchema },
  setBackground: { method: 'POST', path: '/api/auth/admin/set-background', body: SetBackgroundPayloadSchema, data: BackgroundDataSchema },
  deleteBackground: { method: 'DELETE', path: '/api/auth/admin/background-image/:file', data: BackgroundDataSchema },

  // User administration
  adminUsers: { method: 'GET', path: '/api/auth/admin/users', query: AdminUsersQuerySchema, data: AdminUsersDataSchema },
  deleteUser: { method: 'DELETE', path: '/api/auth/admin/user/:id' },
  createUser: { method: 'POST', path: '/api/auth/admin/create-user', body: CreateUserPayloadSchema, data: CreateUserDataSchema, status: 201 },
  importUsers: { method: 'POST', path: '/api/auth/admin/import-users', body: multipart('csvFile'), data: CsvImportResultSchema },
  testEmail: { method: 'POST', path: '/api/auth/admin/test-email', body: TestEmailPayloadSchema },

  // Who gets in (beyond the spec): how relatives join, invitations, accounts waiting for approval
  joinInfo: { method: 'GET', path: '/api/auth/join', data: JoinInfoSchema },
  checkInvitation: { method: 'POST', path: '/api/auth/invitations/check', body: InvitationTokenPayloadSchema, data: InvitationCheckSchema },
  invitationLink: { method: 'POST', path: '/api/auth/invitations/link', data: InvitationLinkSchema },
  invitations: { method: 'GET', path: '/api/auth/invitations', data: InvitationsDataSchema },
  revokeInvitation: { method: 'DELETE', path: '/api/auth/invitations/:id' },
  emailInvitation: { method: 'POST', path: '/api/auth/admin/invitations', body: EmailInvitationPayloadSchema, data: t.object({ invitation: InvitationSchema }), status: 201 },
  joinSettings: { method: 'GET', path: '/api/auth/admin/join', data: JoinSettingsSchema },
  saveJoinSettings: { method: 'PUT', path: '/api/auth/admin/join', body: JoinSettingsSchema, data: JoinSettingsSchema },
  waitingAccounts: { method: 'GET', path: '/api/auth/admin/waiting', data: WaitingAccountsDataSchema },
  approveAccount: { method: 'POST', path: '/api/auth/admin/user/:id/approve' },
  declineAccount: { method: 'POST', path: '/api/auth/admin/user/:id/decline' },

  // Passkeys beside passwords (beyond the spec)
  passkeyRegisterOptions: { method: 'POST', path: '/api/auth/passkeys/register/options', data: PasskeyOptionsSchema },
  registerPasskey: { method: 'POST', path: '/api/auth/passkeys/register', body: PasskeyRegisterPayloadSchema, data: t.object({ passkey: PasskeySchema }), status: 201 },
  passkeys: { method: 'GET', path: '/api/auth/passkeys', data: PasskeysDataSchema },
  deletePasskey: { method: 'DELETE', path: '/api/auth/passkeys/:id', data: PasskeysDataSchema },
  passwordSignIn: { method: 'PUT', path: '/api/auth/passkeys/password-sign-in', body: PasswordSignInPayloadSchema, data: PasskeysDataSchema },
  passkeySignInOptions: { method: 'POST', path: '/api/auth/passkeys/signin/options', data: PasskeyOptionsSchema },
  passkeySignIn: { method: 'POST', path: '/api/auth/passkeys/signin', body: PasskeySignInPayloadSchema, data: UserDataSchema },

  // Contact cards (beyond the spec): a member, or every member, as vCard 4.0
  memberVcard: { method: 'GET', path: '/api/auth/user/:id/vcard', query: VcardQuerySchema, raw: 'text/vcard; charset=utf-8' },
  familyVcards: { method: 'GET', path: '/api/auth/family/vcards', query: VcardQuerySchema, raw: 'text/vcard; charset=utf-8' },

  // The record of admin acts (beyond the spec): admins only
  adminLog: { method: 'GET', path: '/api/auth/admin/log', query: AdminLogQuerySchema, data: AdminLogDataSchema },

  // One's own data, and leaving (beyond the spec)
  myData: { method: 'GET', path: '/api/auth/me/data', data: MyDataSchema },
  deleteOwnAccount: { method: 'POST', path: '/api/auth/me/delete', body: DeleteAccountPayloadSchema },

  // The private birthday feed (beyond the spec): a secret address a calendar app subscribes to
  calendarFeed: { method: 'GET', path: '/api/auth/calendar/feed', data: CalendarFeedStatusSchema },
  createCalendarFeed: { method: 'POST', path: '/api/auth/calendar/feed', data: CalendarFeedCreatedSchema },
  revokeCalendarFeed: { method: 'DELETE', path: '/api/auth/calendar/feed' },
  calendarIcs: { method: 'GET', path: '/api/calendar/:file', raw: 'text/calendar; charset=utf-8' },

  // Notifications (beyond the spec): each member's choices and devices; the admin's hour and test
  notifications: { method: 'GET', path: '/api/auth/notifications', data: NotificationSettingsSchema },
  saveNotifications: { method: 'PUT', path: '/api/auth/notifications', body: SaveNotificationsPayloadSchema, data: NotificationSettingsSchema },
  addPushDevice: { method: 'POST', path: '/api/auth/notifications/devices', body: PushDevicePayloadSchema, data: NotificationSettingsSchema, status: 201 },
  removePushDevice: { method: 'POST', path: '/api/auth/notifications/devices/remove', body: RemovePushDevicePayloadSchema, data: NotificationSettingsSchema },
  adminNotifications: { method: 'GET', path: '/api/auth/admin/notifications', data: AdminNotificationsSchema },
  saveAdminNotifications: { method: 'PUT', path: '/api/auth/admin/notifications', body: SaveAdminNotificationsPayloadSchema, data: AdminNotificationsSchema },
  testPush: { method: 'POST', path: '/api/auth/admin/notifications/test', data: TestPushResultSchema },

  // The family tree (issue 41): people with and without an account, their links, and how each is related to the caller
  familyTree: { method: 'GET', path: '/api/auth/family/tree', data: FamilyTreeSchema },
  familyRelations: { method: 'GET', path: '/api/auth/family/relations', data: FamilyRelationsSchema },
  addRelative: { method: 'POST', path: '/api/auth/family/people', body: PersonPayloadSchema, data: PersonDataSchema, status: 201 },
  updatePerson: { method: 'PUT', path: '/api/auth/family/people/:person', body: PersonPayloadSchema, data: PersonDataSchema },
  removeRelative: { method: 'DELETE', path: '/api/auth/family/people/:person' },
  // A relative's photo (a member's is their profile's): the avatar's limits and pipeline; the answer is the person with their new photoURL
  uploadRelativePhoto: { method: 'POST', path: '/api/auth/family/people/:person/photo', body: multipart('photo'), data: PersonDataSchema },
  removeRelativePhoto: { method: 'DELETE', path: '/api/auth/family/people/:person/photo', data: PersonDataSchema },
  addParent: { method: 'POST', path: '/api/auth/family/parents', body: ParentLinkPayloadSchema, data: ParentLinkDataSchema, status: 201 },
  removeParent: { method: 'DELETE', path: '/api/auth/family/parents/:child/:parent' },
  addPartner: { method: 'POST', path: '/api/auth/family/partners', body: PartnerLinkPayloadSchema, data: PartnerLinkDataSchema, status: 201 },
  updatePartner: { method: 'PUT', path: '/api/auth/family/partners/:id', body: PartnerUpdatePayloadSchema, data: PartnerLinkDataSchema },
  removePartner: { method: 'DELETE', path: '/api/auth/family/partners/:id' },
  familyGedcom: { method: 'GET', path: '/api/auth/family/gedcom', raw: 'text/vnd.familysearch.gedcom; charset=utf-8' },
  previewGedcomImport: { method: 'POST', path: '/api/auth/family/gedcom/preview', body: multipart(GEDCOM_FILE_FIELD), data: GedcomPreviewSchema },
  importGedcom: { method: 'POST', path: '/api/auth/family/gedcom/import', body: multipart(GEDCOM_FILE_FIELD), data: GedcomImportResultSchema },
  // An invitation made from a relative's place: who signs up with it takes that place
  relativeInvitation: { method: 'POST', path: '/api/auth/family/people/:person/invitation', data: InvitationLinkSchema, status: 201 },

  // Languages (issue 42): the member's own choice (kept with the account, back on every device), the site's default for e-mails
  setLanguage: { method: 'PUT', path: '/api/auth/language', body: SetLanguagePayloadSchema, data: UserDataSchema },
  siteLanguage: { method: 'GET', path: '/api/auth/admin/language', data: SiteLanguageSchema },
  saveSiteLanguage: { method: 'PUT', path: '/api/auth/admin/language', body: SiteLanguageSchema, data: SiteLanguageSchema },
} as const satisfies Record<string, EndpointSpec>;

type Endpoints = typeof ENDPOINTS;

/** Where every call of the API lives (the server's static files and pages are elsewhere). */
export const API_PREFIX = '/api';
export type EndpointName = keyof Endpoints;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The URL parameters of a call: `{ id }` for '/api/auth/user/:id/profile'. */
export type ParamsOf<N extends EndpointName> = { [K in ParamNames<Endpoints[N]['path']>]: string | number };

/** What the client sends: the JSON body, or the file of an upload. */
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B }
  ? B extends MultipartBody
    ? { file: Blob; fileName?: string }
    : B extends t.TSchema
      ? t.Static<B>
      : never
  : never;

/** The query parameters a call takes (none: never). */
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends t.TSchema } ? t.Static<Q> : never;

/**
 * What the envelope's `data` holds on success (undefined for message-only answers; possibly
 * undefined where the map marks it optional, as reset-password's).
 */
export type DataOf<N extends EndpointName> = Endpoints[N] extends { data: infer D extends t.TSchema }
  ? D extends t.TOptional<t.TSchema>
    ? t.Static<D> | undefined
    : t.Static<D>
  : undefined;

/** The path of a call with its parameters filled in (each one URL-encoded). */
export function pathOf(spec: Pick<EndpointSpec, 'path'>, params: Record<string, string | number> = {}): string {
  return spec.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${spec.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path of a named call, e.g. apiPath('userProfile', { id: 3 }). */
export function apiPath<N extends EndpointName>(name: N, ...params: keyof ParamsOf<N> extends never ? [] : [ParamsOf<N>]): string {
  return pathOf(ENDPOINTS[name], params[0] as Record<string, string | number> | undefined);
}

/** Whether a call's body is a file upload. */
export function isMultipart(body: EndpointSpec['body']): body is MultipartBody {
  return !!body && typeof (body as MultipartBody).multipart === 'string';
}
