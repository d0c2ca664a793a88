import dayjs from 'dayjs';
import { intlLocale } from 'shared-contracts';
import type { MapText } from '../messages';

/** After this long a position is shown as old (faded marker): the member may have moved on. */
const STALE_AFTER_MS = 30 * 60 * 1000;

const validTime = (iso: string | undefined): number | null => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isFinite(time) ? time : null;
};

type Unit = 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years';

/*
 * How long ago, rounded as dayjs's relativeTime rounds it (the words English has always said:
 * 'a few seconds', 'a minute', '5 minutes', 'an hour', ...): each step up to its limit in its own
 * unit, a count of 1 said in words. The words themselves are the messages, in any language.
 */
const STEPS: ReadonlyArray<{ unit: Unit; diff: dayjs.UnitType; upTo?: number; oneUpTo?: number }> = [
  { unit: 'seconds', diff: 'second', upTo: 44 },
  { unit: 'minutes', diff: 'second', oneUpTo: 89 },
  { unit: 'minutes', diff: 'minute', upTo: 44 },
  { unit: 'hours', diff: 'minute', oneUpTo: 89 },
  { unit: 'hours', diff: 'hour', upTo: 21 },
  { unit: 'days', diff: 'hour', oneUpTo: 35 },
  { unit: 'days', diff: 'day', upTo: 25 },
  { unit: 'months', diff: 'day', oneUpTo: 45 },
  { unit: 'months', diff: 'month', upTo: 10 },
  { unit: 'years', diff: 'month', oneUpTo: 17 },
  { unit: 'years', diff: 'year' },
];

function howLongAgo(time: number, now: number): { unit: Unit; count: number } {
  const then = dayjs(time);
  const at = dayjs(now);
  for (const step of STEPS) {
    const amount = Math.round(Math.abs(at.diff(then, step.diff, true)));
    if (step.oneUpTo !== undefined) {
      if (amount <= step.oneUpTo) return { unit: step.unit, count: 1 };
    } else if (step.upTo === undefined || amount <= step.upTo) {
      return { unit: step.unit, count: step.unit === 'seconds' ? amount : Math.max(amount, 1) };
    }
  }
  return { unit: 'years', count: 1 };
}

/** 'updated 5 minutes ago' (a clock a little ahead of the device's is not the future). */
export function updatedText(t: MapText, updatedAt: string | undefined, now: number): string | null {
  const time = validTime(updatedAt);
  if (time === null) return null;
  const { unit, count } = howLongAgo(Math.min(time, now), now);
  return unit === 'seconds' ? t('updated.seconds') : t(`updated.${unit}`, { count });
}

export function isStale(updatedAt: string | undefined, now: number): boolean {
  const time = validTime(updatedAt);
  return time !== null && now - time > STALE_AFTER_MS;
}

const timeFormats = new Map<string, { time: Intl.DateTimeFormat; dayAndTime: Intl.DateTimeFormat }>();

/** '3:45 PM' today, 'Sun 1:00 AM' on another day; in the page's language '15:45', 'So., 01:00'. */
function endText(t: MapText, end: number, now: number): string {
  const tag = intlLocale(t.locale);
  const sameDay = dayjs(end).isSame(now, 'day');
  // English keeps the words it has always shown (dayjs's 'h:mm A': a plain space before PM, where
  // some engines' Intl put a narrow no-break one).
  if (tag === 'en') return dayjs(end).format(sameDay ? 'h:mm A' : 'ddd h:mm A');
  let formats = timeFormats.get(tag);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }),
      dayAndTime: new Intl.DateTimeFormat(tag, { weekday: 'short', hour: 'numeric', minute: '2-digit' }),
    };
    timeFormats.set(tag, formats);
  }
  return (sameDay ? formats.time : formats.dayAndTime).format(end);
}

/** How the own switch describes the period: 'Sharing until 3:45 PM' (or a date beyond today). */
export function sharingUntilText(t: MapText, sharingUntil: string | undefined, now: number): string {
  const time = validTime(sharingUntil);
  if (time === null) return t('share.untilOff');
  return t('share.until', { time: endText(t, time, now) });
}

/** The age a marker wears under its circle: 'now', '5 min', '3 h', '2 d'. */
export function shortAge(t: MapText, updatedAt: string | undefined, now: number): string | null {
  const time = validTime(updatedAt);
  if (time === null) return null;
  const minutes = Math.max(0, Math.floor((now - time) / 60_000));
  if (minutes < 1) return t('age.now');
  if (minutes < 60) return t('age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? t('age.hours', { count: hours }) : t('age.days', { count: Math.floor(hours / 24) });
}
