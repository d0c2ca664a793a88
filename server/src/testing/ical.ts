import ICAL from 'ical.js';

/*
 * Reads an iCalendar text with ical.js (Mozilla's parser, the one Thunderbird uses): a second,
 * independent library from the generator the server writes the feed with, so a test checks what
 * a calendar app would understand, not the strings the generator happened to write.
 */

export interface ReadEvent {
  uid: string;
  summary: string;
  description: string;
  /** 'YYYY-MM-DD' */
  start: string;
  /** True for an all-day event (DTSTART;VALUE=DATE). */
  allDay: boolean;
  /** The RRULE as the parser understood it, e.g. 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1'. */
  rrule: string | null;
  /** The first `count` occurrences, expanded by the parser ('YYYY-MM-DD'). */
  occurrences(count: number): string[];
  /** The occurrence in a given year, if any ('YYYY-MM-DD'). */
  occurrenceIn(year: number): string | undefined;
}

export interface ReadCalendar {
  name: string | null;
  version: string | null;
  prodId: string | null;
  events: ReadEvent[];
}

const ymd = (time: ICAL.Time) => `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

export function readCalendar(text: string): ReadCalendar {
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== 'vcalendar') throw new Error(`not a calendar: ${root.name}`);
  const events = root.getAllSubcomponents('vevent').map((component): ReadEvent => {
    const event = new ICAL.Event(component);
    const rule = component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    const expand = (until: (found: string[], time: ICAL.Time) => boolean): string[] => {
      const found: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        if (until(found, next)) break;
        found.push(ymd(next));
        if (found.length > 500) break;
      }
      return found;
    };
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: ymd(event.startDate),
      allDay: event.startDate.isDate,
      rrule: rule ? rule.toString() : null,
      occurrences: (count) => expand((found) => found.length >= count),
      occurrenceIn: (year) => expand((_found, time) => time.year > year).find((date) => date.startsWith(`${year}-`)),
    };
  });
  const text_ = (name: string) => {
    const value = root.getFirstPropertyValue(name);
    return typeof value === 'string' ? value : null;
  };
  return { name: text_('x-wr-calname') ?? text_('name'), version: text_('version'), prodId: text_('prodid'), events };
}
