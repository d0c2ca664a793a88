import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as Date, written as Date or an SQL expression. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  /** Stored normalised (normalizeEmail from shared-contracts). */
  email: string;
  /** null for admin-created users until they set a password through their welcome link. */
  password_hash: string | null;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  occupation: string | null;
  bio: string | null;
  photo_url: string | null;
  /** date, read back as the raw 'YYYY-MM-DD' string on both drivers. */
  birthday: string | null;
  is_location_visible: Generated<boolean>;
  is_birthday_visible: Generated<boolean>;
  email_verified: Generated<boolean>;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  location_updated_at: Timestamp | null;
  /** When the member's sharing period ends; null: until they turn it off (migration 0003). */
  location_sharing_until: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_login: Timestamp | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the cookie token; the token itself is never stored. */
  token_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PasswordTokenPurpose = 'reset' | 'welcome';

export interface PasswordTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: PasswordTokenPurpose;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SettingsTable {
  key: string;
  /** jsonb; write it with jsonValue() from ./json.js. */
  value: ColumnType<unknown, unknown, unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row; moved on by a trigger at every change to users (migration 0002). */
export interface DirectoryVersionTable {
  only_row: Generated<boolean>;
  /** bigint: a string on pg, a bigint or number on PGlite; compare it as text. */
  version: ColumnType<string | number | bigint, never, never>;
}

/** A member's birthday-feed address (migration 0004): only the secret's sha256 is kept. */
export interface CalendarFeedsTable {
  user_id: number;
  secret_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  directory_version: DirectoryVersionTable;
  sessions: SessionsTable;
  password_tokens: PasswordTokensTable;
  settings: SettingsTable;
  calendar_feeds: CalendarFeedsTable;
  rate_limits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PasswordTokenRow = Selectable<PasswordTokensTable>;
