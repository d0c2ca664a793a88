import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.js';
import * as t from '../schema/t.js';

/*
 * Notifications (issue 22): each member's choices per kind and channel, the devices they allow,
 * and the admin's morning hour.
 */

const Switches = t.object({ email: t.boolean(), push: t.boolean() });

/** Every kind with its two switches. */
export const NotificationChoicesSchema = t.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Switches])) as Record<NotificationKind, typeof Switches>,
);

/** An IANA zone name as a browser gives it ('Europe/Paris'); the server checks it is one it knows. */
const TimeZoneSchema = t.string({ minLength: 1, maxLength: 64 });
/** The member's zone as last saved; null until their browser told it. */
export const SavedTimeZoneSchema = t.union([TimeZoneSchema, t.null()]);

export const NotificationSettingsSchema = t.object({
  choices: NotificationChoicesSchema,
  timeZone: SavedTimeZoneSchema,
  /** The install's VAPID public key, with which a device subscribes. */
  publicKey: t.string(),
  /** How many of the member's devices allowed notifications. */
  devices: t.integer(),
  /** The hour (0-23, the member's clock) birthday reminders go at. */
  reminderHour: t.integer(),
});

export const SaveNotificationsPayloadSchema = t.object({
  choices: NotificationChoicesSchema,
  timeZone: t.optional(TimeZoneSchema),
});

/** PushSubscription.toJSON() of the device. */
export const PushDevicePayloadSchema = t.object({
  endpoint: t.string({ maxLength: 2048 }),
  keys: t.object({ p256dh: t.string({ maxLength: 200 }), auth: t.string({ maxLength: 100 }) }),
  expirationTime: t.optional(t.union([t.number(), t.null()])),
});

export const RemovePushDevicePayloadSchema = t.object({ endpoint: t.string({ maxLength: 2048 }) });

const ReminderHourSchema = t.integer({ minimum: 0, maximum: 23 });

export const AdminNotificationsSchema = t.object({
  reminderHour: ReminderHourSchema,
  /** The install's key pair is there, so devices can subscribe. */
  pushReady: t.boolean(),
  /** Devices that allowed notifications, the whole family's. */
  devices: t.integer(),
});

export const SaveAdminNotificationsPayloadSchema = t.object({ reminderHour: ReminderHourSchema });

/** What the admin's test notification reached. */
export const TestPushResultSchema = t.object({ sent: t.integer(), gone: t.integer(), failed: t.integer() });

export type NotificationSettings = t.Static<typeof NotificationSettingsSchema>;
