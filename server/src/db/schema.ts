import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { MEMBER_FIELDS, MemberField } from 'shared-contracts';

/** timestamptz: read as Date, written as Date or an SQL expression. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/*
 * Column names are the snake_case of the API's names: a member field `fooBar` is stored in
 * `foo_bar`, and `photoURL` in `photo_url` (a run of capitals is one word). columnOf() in
 * features/members/queries.ts is the same rule at run time; a test holds the two together and checks that every
 * declared field has its column after the migrations.
 */
type IsUpper<C extends string> = C extends Lowercase<C> ? false : true;
type SnakeOf<S extends string, PrevUpper extends boolean = false> = S extends `${infer C}${infer Rest}`
  ? IsUpper<C> extends true
    ? `${PrevUpper extends true ? '' : '_'}${Lowercase<C>}${SnakeOf<Rest, true>}`
    : `${C}${SnakeOf<Rest, false>}`
  : S;
export type ColumnOf<Name extends string> = SnakeOf<Name> extends `_${infer Rest}` ? Rest : SnakeOf<Name>;

/** How a member field of each kind is stored: a switch as boolean (with a default), text and dates as text or NULL. */
type StoredColumn<F> = F extends { kind: 'flag' } ? Generated<boolean> : string | null;

/** One column per member field (shared-contracts member/fields.ts); its migration adds it. */
type MemberFieldColumns = { [K in MemberField as ColumnOf<K>]: StoredColumn<(typeof MEMBER_FIELDS)[K]> };

interface UsersTable extends MemberFieldColumns {
  id: Generated<number>;
  /** Stored normalised (normalizeEmail from shared-contracts). */
  email: string;
  /** null for admin-created users until they set a password through their welcome link. */
  password_hash: string | null;
  photo_url: string | null;
  email_verified: Generated<boolean>;
  latitude: number | null;
  longitude: number | null;
  location_updated_at: Timestamp | null;
  /** When the member's sharing period ends; null: until they turn it off (migration 0003). */
  location_sharing_until: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_login: Timestamp | null;
  /** Signed up while the family let people in by approval, and not let in yet (migration 0006). */
  awaiting_approval: Generated<boolean>;
  /** The member whose invitation the account signed up with; null once that member is deleted. */
  invited_by: number | null;
  /** false once the member turned password sign-in off (only with a passkey; a reset turns it on). Migration 0007. */
  password_sign_in: Generated<boolean>;
  /** A handed-over role; null: the spec's rule by id (migration 0010). */
  role: 'admin' | 'manager' | 'member' | null;
  /** The member's IANA time zone, as their browser reported it; null: the server's (migration 0011). */
  time_zone: Generated<string | null>;
  /** The language the member chose ('de', 'pt-BR'...); null: never chose, the site's default (migration 0015). */
  language: Generated<string | null>;
}

/** One admin act (migration 0009): never a password, token or position. */
interface AdminLogTable {
  id: Generated<number>;
  at: Timestamp;
  act: string;
  actor_id: number | null;
  actor_name: string;
  subject_id: number | null;
  subject_name: string | null;
  details: string | null;
}

/** A member's passkey (migration 0007): the public half only. */
interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser names it. */
  credential_id: string;
  /** base64url of the COSE public key. */
  public_key: string;
  /** bigint: a string on pg; compare as a number. */
  counter: ColumnType<string | number | bigint, number, number>;
  transports: ColumnType<unknown, string, string>;
  device_type: string;
  backed_up: boolean;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** A WebAuthn challenge waiting for its answer: single use, short lived. */
interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'authenticate';
  user_id: number | null;
  expires_at: Timestamp;
}

/** An invitation to join (migration 0006): only the sha256 of its secret is kept. */
interface InvitationsTable {
  id: Generated<number>;
  token_hash: string;
  /** Deleting the member deletes their invitations: they stop working. */
  created_by: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** null: any number of relatives until it expires (a QR code); 1 for an e-mailed invitation. */
  max_uses: number | null;
  uses: Generated<number>;
  revoked_at: Timestamp | null;
  /** An e-mailed invitation: the address it was sent to and the name filled in for them. */
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Made from a relative's place in the family tree: who signs up with it takes that place (migration 0013). */
  person_id: Generated<number | null>;
}

interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the cookie token; the token itself is never stored. */
  token_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PasswordTokenPurpose = 'reset' | 'welcome';

interface PasswordTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: PasswordTokenPurpose;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface SettingsTable {
  key: string;
  /** jsonb; write it with jsonValue() from ./json.js. */
  value: ColumnType<unknown, unknown, unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row; moved on by a trigger at every change to users (migration 0002). */
interface DirectoryVersionTable {
  only_row: Generated<boolean>;
  /** bigint: a string on pg, a bigint or number on PGlite; compare it as text. */
  version: ColumnType<string | number | bigint, never, never>;
}

/** A member's birthday-feed address (migration 0004): only the secret's sha256 is kept. */
interface CalendarFeedsTable {
  user_id: number;
  secret_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/** A member's choice for one kind of notification on one channel; no row: the kind's default (migration 0011). */
interface NotificationChoicesTable {
  user_id: number;
  kind: string;
  channel: 'email' | 'push';
  enabled: boolean;
}

/** A device where the member allowed push notifications (migration 0011). */
interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** One notification claimed (then sent) for a recipient: its key makes it once only (migration 0011). */
interface SentNotificationsTable {
  kind: string;
  recipient_id: number;
  subject_id: number;
  occasion: string;
  claimed_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A person of the family tree (migration 0013): a member's place (user_id) or a relative without an account. */
interface PeopleTable {
  id: Generated<number>;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  gender: 'female' | 'male' | null;
  /** YYYY, YYYY-MM or YYYY-MM-DD (a relative's; a member's birthday is their profile's). */
  birth_date: string | null;
  is_birth_date_visible: Generated<boolean>;
  death_date: string | null;
  note: string | null;
  photo_url: string | null;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Where an imported person came from: 'source|xref' of their GEDCOM file (migration 0014). */
  import_key: string | null;
  /** A date as the GEDCOM file wrote it when it is not one exact day ('ABT 1850'); birth_date holds the nearest. */
  birth_date_phrase: string | null;
  death_date_phrase: string | null;
  /** Whether the family sees the birth date's year (as a member's isBirthYearVisible). */
  is_birth_year_visible: Generated<boolean>;
}

interface ParentLinksTable {
  child_id: number;
  parent_id: number;
  kind: 'birth' | 'adoptive' | 'step' | 'foster';
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface PartnerLinksTable {
  id: Generated<number>;
  a_id: number;
  b_id: number;
  married: boolean;
  ended: Generated<boolean>;
  start_date: string | null;
  end_date: string | null;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  users: UsersTable;
  directory_version: DirectoryVersionTable;
  sessions: SessionsTable;
  password_tokens: PasswordTokensTable;
  settings: SettingsTable;
  calendar_feeds: CalendarFeedsTable;
  rate_limits: RateLimitsTable;
  invitations: InvitationsTable;
  passkeys: PasskeysTable;
  admin_log: AdminLogTable;
  webauthn_challenges: WebauthnChallengesTable;
  notification_choices: NotificationChoicesTable;
  push_subscriptions: PushSubscriptionsTable;
  sent_notifications: SentNotificationsTable;
  people: PeopleTable;
  parent_links: ParentLinksTable;
  partner_links: PartnerLinksTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
