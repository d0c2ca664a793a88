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
