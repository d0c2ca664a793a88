import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

// A stateless plugin of the shared dayjs: bundled here, installed once (dayjs skips a repeat).
dayjs.extend(relativeTime);

/** After this long a position is shown as old (faded marker): the member may have moved on. */
const STALE_AFTER_MS = 30 * 60 * 1000;

const validTime = (iso: string | undefined): number | null => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isFinite(time) ? time : null;
};

/** 'updated 5 minutes ago' (a clock a little ahead of the device's is not the future). */
export function updatedText(updatedAt: string | undefined, now: number): string | null {
  const time = validTime(updatedAt);
  if (time === null) return null;
  return `updated ${dayjs(Math.min(time, now)).from(now)}`;
}

export function isStale(updatedAt: string | undefined, now: number): boolean {
  const time = validTime(updatedAt);
  return time !== null && now - time > STALE_AFTER_MS;
}

/** How the own switch describes the period: 'Sharing until 3:45 PM' (or a date beyond today). */
export function sharingUntilText(sharingUntil: string | undefined, now: number): string {
  const time = validTime(sharingUntil);
  if (time === null) return 'Sharing until you turn it off';
  const end = dayjs(time);
  return `Sharing until ${end.isSame(now, 'day') ? end.format('h:mm A') : end.format('ddd h:mm A')}`;
}

/** The age a marker wears under its circle: 'now', '5 min', '3 h', '2 d'. */
export function shortAge(updatedAt: string | undefined, now: number): string | null {
  const time = validTime(updatedAt);
  if (time === null) return null;
  const minutes = Math.max(0, Math.floor((now - time) / 60_000));
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
