import { countedMessage } from '../i18n/counted.js';
/*
 * What a push message carries to a member's device (issue 22): the server writes it, the
 * service worker shows it. Never a position, never a field hidden from the member: only the
 * words of the notification and where a tap leads.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site that a tap opens ('/dashboard/calendar'). */
  url: string;
  /** A later notification with the same tag replaces an earlier one on the device. */
  tag?: string;
}

/** What a member can be told (issue 22). The last three go only to those they concern. */
export const NOTIFICATION_KINDS = ['birthdayDayBefore', 'birthdayOnTheDay', 'joinRequest', 'newMember', 'invitationUsed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How: an e-mail, or a notification on each device where the member allowed it. */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The profile's words for each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  birthdayDayBefore: 'A birthday tomorrow',
  birthdayOnTheDay: 'A birthday today',
  joinRequest: 'A relative asks to join',
  newMember: 'A new member joined',
  invitationUsed: 'My invitation was used',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'E-mail', push: 'On my devices' };

/** Kinds told only to admins and managers (they let relatives in). */
export const FAMILY_MANAGER_KINDS: readonly NotificationKind[] = ['joinRequest', 'newMember'];

/**
 * What a member gets before choosing: by e-mail, the day's birthdays, what asks for an answer (a
 * relative waiting to be let in) and one's own invitation used; everything on the devices they
 * allow (allowing a device is itself the choice). The day before and each new member stay off
 * by e-mail: a family that did not ask for more mail does not get it.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, Record<NotificationChannel, boolean>> = {
  birthdayDayBefore: { email: false, push: true },
  birthdayOnTheDay: { email: true, push: true },
  joinRequest: { email: true, push: true },
  newMember: { email: false, push: true },
  invitationUsed: { email: true, push: true },
};

export type NotificationChoices = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/** The hour (0-23, the member's own clock) at which birthday reminders go, unless the admin sets another. */
export const DEFAULT_REMINDER_HOUR = 8;

/** What the server and the profile say about notifications. */
export const NOTIFICATION_MESSAGES = {
  saved: 'Your notification choices are saved.',
  deviceAdded: 'Notifications are on for this device.',
  deviceRemoved: 'Notifications are off for this device.',
  endpoint: 'This device’s push service is not one the server sends notifications to.',
  keys: 'This device’s notification keys are not valid.',
  timeZone: 'That time zone is not one the server knows.',
  hourSaved: 'Birthday reminders now go at the chosen hour.',
  testSent: countedMessage({ one: 'A test notification went to your device.', other: 'A test notification went to your {devices} devices.' }, (devices: number) => [devices, { devices }]),
  noDevice: 'None of your devices allows notifications yet: allow them on this device in your profile first.',
} as const;
