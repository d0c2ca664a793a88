import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import type { BirthdayRecord } from '../members/index.js';
import { readCalendar } from '../../testing/ical.js';
import { buildBirthdayFeed, feedBirthDate, feedFileName, feedUrl, secretOfFeedFile } from './feed.js';

const OPTIONS = { publicUrl: 'https://family.example.org', siteName: 'FamilyNet', now: new Date('2026-03-01T12:00:00Z') };

let nextId = 1;
function row(birthday: string | null, overrides: Partial<BirthdayRecord> = {}): BirthdayRecord {
  nextId += 1;
  return { id: nextId, displayName: `Member ${nextId}`, firstName: null, lastName: null, birthday, isBirthdayVisible: true, isBirthYearVisible: true, ...overrides };
}

describe('which birthdays may enter a feed', () => {
  test('only visible, real dates from 1900 to 2100 (the spec’s Invalid Date rule)', () => {
    assert.deepEqual(feedBirthDate(row('1990-12-10')), { year: 1990, month: 12, day: 10 });
    assert.deepEqual(feedBirthDate(row('2000-02-29')), { year: 2000, month: 2, day: 29 });
    assert.deepEqual(feedBirthDate(row('1900-01-01')), { year: 1900, month: 1, day: 1 });
    assert.deepEqual(feedBirthDate(row('2100-12-31')), { year: 2100, month: 12, day: 31 });
    assert.deepEqual(feedBirthDate(row('1995-05-05T00:00:00.000Z')), { year: 1995, month: 5, day: 5 }, 'a timestamp: its date part');
    for (const bad of ['1899-12-31', '2101-01-01', '1999-02-29', '2001-13-01', '2001-04-31', 'soon', '', null]) {
      assert.equal(feedBirthDate(row(bad)), null, String(bad));
    }
    assert.equal(feedBirthDate(row('1990-12-10', { isBirthdayVisible: false })), null, 'hidden');
  });
});

describe('the feed file name in the path', () => {
  const secret = 'A'.repeat(21) + '_-' + 'z9'.repeat(10);
  test('is exactly <43 base64url characters>.ics', () => {
    assert.equal(secret.length, 43);
    assert.equal(secretOfFeedFile(`${secret}.ics`), secret);
    for (const bad of ['', '.ics', '..', '../../etc/passwd', `${secret}.ICS`, `${secret}.ics.ics`, `${secret}`, `${secret}x.ics`, `${secret.slice(1)}.ics`, `${secret.slice(1)}=.ics`, `${secret.slice(1)}/.ics`, 'A'.repeat(10_000) + '.ics', undefined, 42]) {
      assert.equal(secretOfFeedFile(bad), null, String(bad).slice(0, 60));
    }
  });

  test('the address is built on PUBLIC_URL; a downloaded copy is never named after the secret', () => {
    assert.equal(feedUrl('https://family.example.org', secret), `https://family.example.org/api/calendar/${secret}.ics`);
    assert.equal(feedFileName('FamilyNet'), 'familynet-birthdays.ics');
    assert.equal(feedFileName('The Marches’ Place!'), 'the-marches-place-birthdays.ics');
    assert.equal(feedFileName('家族'), 'familynet-birthdays.ics');
  });
});

describe('the iCalendar text, read back with ical.js', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  test('one yearly all-day event per visible birthday, with stable UIDs and names', () => {
    const rows = [
      row('1948-03-14', { id: 1, displayName: 'Margaret March' }),
      row('1990-11-25', { id: 3, displayName: 'Jo March', isBirthdayVisible: false }),
      row('1995-06-02', { id: 4, displayName: null, firstName: 'Beth', lastName: 'March' }),
      row('1850-01-01', { id: 5, displayName: 'Too Old' }),
      row(null, { id: 6, displayName: 'No Birthday' }),
      row('2000-02-29', { id: 7, displayName: 'Leap; "Day", Kid\\' }),
    ];
    const text = buildBirthdayFeed(rows, OPTIONS);
    const calendar = readCalendar(text);
    assert.equal(calendar.version, '2.0');
    assert.equal(calendar.name, 'FamilyNet birthdays');
    assert.deepEqual(
      calendar.events.map((e) => [e.uid, e.summary, e.start, e.allDay, e.rrule]),
      [
        ['birthday-1@family.example.org', "Margaret March's birthday", '1948-03-14', true, 'FREQ=YEARLY'],
        ['birthday-4@family.example.org', "Beth March's birthday", '1995-06-02', true, 'FREQ=YEARLY'],
        ['birthday-7@family.example.org', 'Leap; "Day", Kid\\\'s birthday', '2000-02-29', true, 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1'],
      ],
    );
    assert.equal(calendar.events[0].description, 'Born March 14, 1948');
    assert.ok(!text.includes('1990') && !text.includes('Jo March'), 'a hidden birthday is not in the text at all');
    assert.equal(buildBirthdayFeed(rows, OPTIONS).replace(/DTSTAMP:\S+/g, ''), text.replace(/DTSTAMP:\S+/g, ''), 'the same rows give the same feed');
  });

  test('29 February falls on 28 February in common years and on the 29th in leap years', () => {
    const [leap] = readCalendar(buildBirthdayFeed([row('2000-02-29')], OPTIONS)).events;
    assert.deepEqual(leap.occurrences(6), ['2000-02-29', '2001-02-28', '2002-02-28', '2003-02-28', '2004-02-29', '2005-02-28']);
    assert.equal(leap.occurrenceIn(2100), '2100-02-28', '2100 is not a leap year');
    assert.equal(leap.occurrenceIn(2400), '2400-02-29', '2400 is');
    const [plain] = readCalendar(buildBirthdayFeed([row('1948-03-14')], OPTIONS)).events;
    assert.deepEqual(plain.occurrences(3), ['1948-03-14', '1949-03-14', '1950-03-14']);
    assert.equal(plain.occurrenceIn(2026), '2026-03-14');
    const [endOfYear] = readCalendar(buildBirthdayFeed([row('1999-12-31')], OPTIONS)).events;
    assert.equal(endOfYear.occurrenceIn(2027), '2027-12-31');
  });

  test('a birthday whose year its owner hides: no year anywhere in the text, no "Born", the day every year from this one', () => {
    const rows = [row('1948-03-14', { id: 1, displayName: 'Margaret March', isBirthYearVisible: false }), row('1952-02-29', { id: 2, displayName: 'Leap Aunt', isBirthYearVisible: false })];
    const text = buildBirthdayFeed(rows, OPTIONS);
    assert.ok(!text.includes('1948') && !text.includes('1952'), 'the year is not in the text at all');
    const [margaret, aunt] = readCalendar(text).events;
    assert.equal(margaret.description, null);
    assert.deepEqual(margaret.occurrences(2), ['2026-03-14', '2027-03-14']);
    assert.deepEqual(aunt.occurrences(3), ['2026-02-28', '2027-02-28', '2028-02-29']);
  });

  for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'UTC']) {
    test(`the dates never move a day with the server in ${tz}`, () => {
      process.env.TZ = tz;
      const text = buildBirthdayFeed([row('2000-02-29'), row('1900-01-01'), row('2100-12-31')], OPTIONS);
      assert.deepEqual(
        readCalendar(text).events.map((e) => e.start),
        ['2000-02-29', '1900-01-01', '2100-12-31'],
      );
      assert.match(text, /DTSTART;VALUE=DATE:20000229\r\n/);
      assert.match(text, /DTEND;VALUE=DATE:20000301\r\n/);
    });
  }
});

describe('line breaks in a name (issue 39)', () => {
  test('a CR, LF or CRLF in a name is escaped: the event stays one event, with no line the writer did not end', () => {
    const text = buildBirthdayFeed([row('1990-12-10', { displayName: 'Jo\rEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:Fake' })], OPTIONS);
    assert.equal(text.replace(/\r\n/g, '').search(/[\r\n]/), -1, text);
    const lines = text.split(/\r\n|\r|\n/);
    assert.equal(lines.filter((line) => line === 'BEGIN:VEVENT').length, 1, text);
    assert.equal(lines.filter((line) => line.startsWith('SUMMARY:Fake')).length, 0, text);
  });
});
