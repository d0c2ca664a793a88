import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { VERSION } from '../version.js';

/**
 * Every schema change, in order. The same migrations run on PGlite and on PostgreSQL.
 * Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('display_name', 'text')
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('occupation', 'text')
        .addColumn('bio', 'text')
        .addColumn('photo_url', 'text')
        .addColumn('birthday', 'date')
        .addColumn('is_location_visible', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('is_birthday_visible', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('address1', 'text')
        .addColumn('address2', 'text')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('country', 'text')
        .addColumn('postal_code', 'text')
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('location_updated_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_login', 'timestamptz')
        .addCheckConstraint('users_location_pair', sql`(latitude is null) = (longitude is null)`)
        .addCheckConstraint('users_latitude_range', sql`latitude between -90 and 90`)
        .addCheckConstraint('users_longitude_range', sql`longitude between -180 and 180`)
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('password_tokens')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset', 'welcome')`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('password_tokens_user_id_idx').on('password_tokens').column('user_id').execute();
      await db.schema.createIndex('password_tokens_expires_at_idx').on('password_tokens').column('expires_at').execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('settings').execute();
      await db.schema.dropTable('password_tokens').execute();
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('users').execute();
    },
  },

  /*
   * A counter that every committed change to users moves on (a statement trigger, so any code
   * path and any process is covered). The directory keeps the member rows it read together with
   * the counter's value and reads them again only when the counter has moved: on the embedded
   * database, reading 1,000 rows costs tens of milliseconds, reading the counter well under one.
   * The counter is a row updated inside the writing transaction (a sequence would move before
   * the commit and let a reader cache rows that are already outdated).
   */
  '0002_directory_version': {
    async up(db: Kysely<any>) {
      await sql`create table directory_version (
        only_row boolean primary key default true check (only_row),
        version bigint not null default 0
      )`.execute(db);
      await sql`insert into directory_version default values`.execute(db);
      await sql`create function bump_directory_version() returns trigger language plpgsql as $$
        begin
          update directory_version set version = version + 1;
          return null;
        end
      $$`.execute(db);
      await sql`create trigger users_bump_directory_version
        after insert or update or delete or truncate on users
        for each statement execute function bump_directory_version()`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop trigger users_bump_directory_version on users`.execute(db);
      await sql`drop function bump_directory_version()`.execute(db);
      await sql`drop table directory_version`.execute(db);
    },
  },

  /*
   * Live location is live only: one current position per member, kept while they share and
   * for the period they chose (location_sharing_until; null: until they turn it off). Positions
   * that an earlier version kept for members who no longer share are deleted here, so none is
   * left on the server. The partial index finds the next period to end without a scan.
   */
  '0003_location_sharing': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('location_sharing_until', 'timestamptz').execute();
      await sql`create index users_location_sharing_until_idx on users (location_sharing_until)
        where location_sharing_until is not null`.execute(db);
      await sql`update users set latitude = null, longitude = null, location_updated_at = null
        where not is_location_visible and (latitude is not null or location_updated_at is not null)`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop index users_location_sharing_until_idx`.execute(db);
      await db.schema.alterTable('users').dropColumn('location_sharing_until').execute();
    },
  },

  /*
   * The private birthday feed: at most one subscription address per member. Only the sha256 of
   * its secret is kept (the address is shown once, when it is made); making a new one replaces
   * the row, so the old address stops working. A deleted member's feed goes with them.
   */
  '0004_calendar_feeds': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('calendar_feeds').execute();
    },
  },

  /*
   * Every committed change to users is also announced (NOTIFY familynet_users). A server on the
   * embedded database hears it in the same process as the commit, so it can keep the member list
   * without asking for the change counter on every request. And the abuse limits' counters, for
   * servers that share a PostgreSQL database.
   */
  '0005_users_change_notice': {
    async up(db: Kysely<any>) {
      await sql`create or replace function bump_directory_version() returns trigger language plpgsql as $$
        begin
          update directory_version set version = version + 1;
          perform pg_notify('familynet_users', '');
          return null;
        end
      $$`.execute(db);
      // Abuse-limit counters shared by every server process of a PostgreSQL database.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('rate_limits').execute();
      await sql`create or replace function bump_directory_version() returns trigger language plpgsql as $$
        begin
          update directory_version set version = version + 1;
          return null;
        end
      $$`.execute(db);
    },
  },

  /*
   * Who gets in: invitations (only a hash of each secret), accounts that wait for approval, and
   * who invited whom. Every existing account is let in, as before; with no join setting stored,
   * an upgraded install starts in Invitation only (services/joining.ts).
   */
  '0006_invitations_and_approval': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('awaiting_approval', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createTable('invitations')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
        .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('email', 'text')
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .execute();
      await db.schema.createIndex('invitations_created_by_idx').on('invitations').column('created_by').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('invitations').execute();
      await db.schema.alterTable('users').dropColumn('invited_by').execute();
      await db.schema.alterTable('users').dropColumn('awaiting_approval').execute();
    },
  },

  /*
   * Passkeys beside passwords: each member's credentials (public key, counter, backup flags),
   * the single-use challenges of the ceremonies (kept in the database so any process, and a
   * restarted one, can finish a ceremony another began), and whether the member still signs in
   * with a password (on for everyone, as before).
   */
  '0007_passkeys': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('credential_id', 'text', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('device_type', 'text', (c) => c.notNull())
        .addColumn('backed_up', 'boolean', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();
      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'authenticate')`))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webauthn_challenges_expires_at_idx').on('webauthn_challenges').column('expires_at').execute();
      await db.schema
        .alterTable('users')
        .addColumn('password_sign_in', 'boolean', (c) => c.notNull().defaultTo(true))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('password_sign_in').execute();
      await db.schema.dropTable('webauthn_challenges').execute();
      await db.schema.dropTable('passkeys').execute();
    },
  },
  // Privacy per field (issue 21): every switch starts on, so members keep today's visibility.
  '0008_privacy_per_field': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('is_birth_year_visible', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('is_phone_visible', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('is_email_visible', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('is_address_visible', 'boolean', (c) => c.notNull().defaultTo(true))
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const column of ['is_birth_year_visible', 'is_phone_visible', 'is_email_visible', 'is_address_visible']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  },
  // The record of admin acts (issue 21). Names are kept beside the ids, so an entry still says
  // who did what once a member is deleted (the id is then null).
  '0009_admin_log': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('admin_log')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('act', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('subject_name', 'text')
        .addColumn('details', 'text')
        .execute();
      await db.schema.createIndex('admin_log_at_idx').on('admin_log').column('at').execute();
      await db.schema.createIndex('admin_log_actor_id_idx').on('admin_log').column('actor_id').execute();
      await db.schema.createIndex('admin_log_subject_id_idx').on('admin_log').column('subject_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('admin_log').execute();
    },
  },
  // A handed-over role (issue 21): null keeps the spec's rule by id (1 admin, 2 manager), so
  // every existing member keeps their role; an admin who leaves names a successor, stored here.
  '0010_handed_over_roles': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('role', 'text', (c) => c.check(sql`role in ('admin', 'manager', 'member')`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('role').execute();
    },
  },
  // Notifications (issue 22): each member's time zone (the browser's), their choices per kind and
  // channel (a missing row is the kind's default), the devices that allowed push, and one row per
  // notification sent, so a restart or a second server process never sends one twice.
  '0011_notifications': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
      await db.schema
        .createTable('notification_choices')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'push')`))
        .addColumn('enabled', 'boolean', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_choices_pkey', ['user_id', 'kind', 'channel'])
        .execute();
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('push_subscriptions_user_id_idx').on('push_subscriptions').column('user_id').execute();
      await db.schema
        .createTable('sent_notifications')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // The member the notification is about (the birthday's, the new member's); 0 for none.
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        // What makes it once only beside the others: the date celebrated, or the event's own key.
        .addColumn('occasion', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz')
        .addPrimaryKeyConstraint('sent_notifications_pkey', ['kind', 'recipient_id', 'subject_id', 'occasion'])
        .execute();
      await db.schema.createIndex('sent_notifications_claimed_at_idx').on('sent_notifications').column('claimed_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('sent_notifications').execute();
      await db.schema.dropTable('push_subscriptions').execute();
      await db.schema.dropTable('notification_choices').execute();
      await db.schema.alterTable('users').dropColumn('time_zone').execute();
    },
  },

  /*
   * Text as it is stored from now on (issue 39): a bio's line breaks are LF only (CRLF, a lone CR,
   * NEL and the Unicode line and paragraph separators each become LF); a one-line field loses the
   * line and paragraph separators it could hold before (each becomes a space); a passkey's name
   * loses the control and invisible formatting characters a profile line refuses. The columns are
   * named here as they were when this shipped, never read from today's field table.
   */
  '0012_text_as_stored': {
    async up(db: Kysely<any>) {
      const breaks = sql.raw(`'\\r\\n|[\\r\\u0085\\u2028\\u2029]'`);
      await sql`update users set bio = regexp_replace(bio, ${breaks}, chr(10), 'g') where bio ~ ${breaks}`.execute(db);
      const separators = sql.raw(`'[\\u2028\\u2029]'`);
      for (const column of ['display_name', 'first_name', 'last_name', 'phone_number', 'occupation', 'address1', 'address2', 'city', 'state', 'country', 'postal_code']) {
        await sql`update users set ${sql.ref(column)} = regexp_replace(${sql.ref(column)}, ${separators}, ' ', 'g') where ${sql.ref(column)} ~ ${separators}`.execute(db);
      }
      const hidden = sql.raw(`'[\\u0001-\\u001f\\u007f-\\u009f\\u200b\\u200e\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff]'`);
      await sql`update passkeys set name = coalesce(nullif(btrim(regexp_replace(name, ${hidden}, '', 'g')), ''), 'Passkey') where name ~ ${hidden}`.execute(db);
    },
    async down() {
      // The old spellings are not kept: LF is a line break to every reader.
    },
  },

  /*
   * The family tree (issue 41). A person is a member (user_id set: their name, birthday and photo
   * stay their profile's) or a relative without an account (the row's own facts). A member has a
   * row only once the tree needs one (a gender, a link). Dates are text: a year, a year and
   * month, or a full date. A member who leaves takes their place and links with them; the
   * relatives they added stay with the family.
   */
  '0013_family_tree': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('people')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('cascade'))
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('gender', 'text', (c) => c.check(sql`gender in ('female', 'male')`))
        .addColumn('birth_date', 'text')
        .addColumn('is_birth_date_visible', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('death_date', 'text')
        .addColumn('note', 'text')
        .addColumn('photo_url', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('people_created_by_idx').on('people').column('created_by').execute();
      await db.schema
        .createTable('parent_links')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('birth', 'adoptive', 'step', 'foster')`))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('parent_links_pkey', ['child_id', 'parent_id'])
        .addCheckConstraint('parent_links_not_self', sql`child_id <> parent_id`)
        .execute();
      await db.schema.createIndex('parent_links_parent_id_idx').on('parent_links').column('parent_id').execute();
      await db.schema
        .createTable('partner_links')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('a_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('b_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('married', 'boolean', (c) => c.notNull())
        .addColumn('ended', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('start_date', 'text')
        .addColumn('end_date', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('partner_links_not_self', sql`a_id <> b_id`)
        .execute();
      await db.schema.createIndex('partner_links_a_id_idx').on('partner_links').column('a_id').execute();
      await db.schema.createIndex('partner_links_b_id_idx').on('partner_links').column('b_id').execute();
      // An invitation made from a relative's place: who signs up with it takes that place.
      await db.schema
        .alterTable('invitations')
        .addColumn('person_id', 'integer', (c) => c.references('people.id').onDelete('set null'))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('invitations').dropColumn('person_id').execute();
      await db.schema.dropTable('partner_links').execute();
      await db.schema.dropTable('parent_links').execute();
      await db.schema.dropTable('people').execute();
    },
  },
  '0014_gedcom_import': {
    async up(db: Kysely<any>) {
      // A person brought by a GEDCOM file keeps where they came from (the file's source and the
      // person's record id in it), so importing the same file again finds them instead of adding
      // them twice. A date as a genealogist wrote it ("ABT 1850", "BET 1800 AND 1810", "400 B.C.")
      // is kept as written beside the nearest date the tree can sort by.
      await db.schema
        .alterTable('people')
        .addColumn('import_key', 'text')
        .addColumn('birth_date_phrase', 'text')
        .addColumn('death_date_phrase', 'text')
        // The same two switches as a member's birthday: the date, and its year (issue 41).
        .addColumn('is_birth_year_visible', 'boolean', (c) => c.notNull().defaultTo(true))
        .execute();
      await db.schema.createIndex('people_import_key_idx').on('people').column('import_key').execute();
      // An invitation made from a relative's place goes with the place: nobody signs up into a
      // relative who was removed (with "set null" it became an ordinary invitation).
      await sql`alter table invitations drop constraint invitations_person_id_fkey`.execute(db);
      await sql`alter table invitations add constraint invitations_person_id_fkey foreign key (person_id) references people (id) on delete cascade`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`alter table invitations drop constraint invitations_person_id_fkey`.execute(db);
      await sql`alter table invitations add constraint invitations_person_id_fkey foreign key (person_id) references people (id) on delete set null`.execute(db);
      await db.schema.dropIndex('people_import_key_idx').execute();
      await db.schema.alterTable('people').dropColumn('import_key').dropColumn('birth_date_phrase').dropColumn('death_date_phrase').dropColumn('is_birth_year_visible').execute();
    },
  },
  /*
   * The family's languages (issue 42): the language a member chose, as one of the seven's tags
   * ('de', 'pt-BR', 'zh-Hans'); null until they choose, when their e-mails are written in the
   * site's default (a row of settings). No check of the value here: the call's schema refuses
   * any other, and a language added later needs no migration.
   */
  '0015_languages': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('language', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('language').execute();
    },
  },
};

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** The database holds changes this version does not know: a newer version wrote it. */
export class NewerDataError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `This data was written by a newer version of FamilyNet than this one (${VERSION}): it has the database change${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')}, which this version does not know. Nothing was changed. Start the newer version again, or restore a backup made with this one.`,
    );
    this.name = 'NewerDataError';
  }
}

/** The migrations this database has that this version does not ship (none on a new database). */
async function unknownMigrations(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!rows[0]?.found) return [];
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return applied.rows.map((row) => row.name).filter((name) => !(name in migrations));
}

/**
 * Brings the schema up to date; throws (with the failing migration's name) when one fails, and
 * NewerDataError before touching anything when the database comes from a newer version.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const unknown = await unknownMigrations(db);
  if (unknown.length > 0) throw new NewerDataError(unknown);
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
