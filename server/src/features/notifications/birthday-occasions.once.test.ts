import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ageOn, celebrationDate, dueBirthdayReminders, instantOfHour, isKnownTimeZone, machineTimeZone, wallClock, type BirthdayTiming } from './birthday-occasions.js';

const GRANDMA = { id: 7, birthday: '1946-05-27' };
const LEAPLING = { id: 8, birthday: '2000-02-29' };
const NEW_YEAR = { id: 9, birthday: '1990-01-01' };
const BOTH: BirthdayTiming[] = ['dayBefore', 'onTheDay'];

const due = (now: string, zone: string, people = [GRANDMA], timings = BOTH, hour = 8) =>
  dueBirthdayReminders({ now: new Date(now), zone, hour, timings, people }).map((r) => `${r.timing} ${r.occasion} #${r.personId}`);

describe('which birthday reminders are due', () => {
  test('from the morning hour of the day before and of the day, in the recipient’s calendar', () => {
    assert.deepEqual(due('2026-05-26T07:59:59Z', 'UTC'), [], 'before the hour the day before: nothing');
    assert.deepEqual(due('2026-05-26T08:00:00Z', 'UTC'), ['dayBefore 2026-05-27 #7']);
    assert.deepEqual(due('2026-05-27T08:00:00Z', 'UTC'), ['onTheDay 2026-05-27 #7'], 'the day before’s is past its grace at the next morning hour');
    assert.deepEqual(due('2026-05-27T08:00:00Z', 'UTC', [GRANDMA], ['dayBefore']), [], 'only what the member chose');
    assert.deepEqual(due('2026-05-27T08:00:00Z', 'UTC', [GRANDMA], []), []);
    assert.deepEqual(due('2026-06-01T08:00:00Z', 'UTC'), [], 'no birthday near');
  });

  test('a server down at the hour sends late, once, when it starts; never days later', () => {
    assert.deepEqual(due('2026-05-27T15:00:00Z', 'UTC'), ['onTheDay 2026-05-27 #7'], 'started at 15:00: still today’s');
    // Started the next morning before the hour: yesterday's reminder is still within its 24 hours.
    assert.deepEqual(due('2026-05-28T07:30:00Z', 'UTC'), ['onTheDay 2026-05-27 #7']);
    assert.deepEqual(due('2026-05-28T08:00:00Z', 'UTC'), [], 'a day late: skipped');
    assert.deepEqual(due('2026-05-30T12:00:00Z', 'UTC'), [], 'three days late: skipped');
  });

  test('29 February is celebrated on 28 February in common years, on the 29th in leap years', () => {
    assert.deepEqual(due('2027-02-27T09:00:00Z', 'UTC', [LEAPLING]), ['dayBefore 2027-02-28 #8']);
    assert.deepEqual(due('2027-02-28T09:00:00Z', 'UTC', [LEAPLING]), ['onTheDay 2027-02-28 #8']);
    assert.deepEqual(due('2027-03-01T09:00:00Z', 'UTC', [LEAPLING]), []);
    assert.deepEqual(due('2028-02-28T09:00:00Z', 'UTC', [LEAPLING]), ['dayBefore 2028-02-29 #8'], 'a leap year: the day before is the 28th');
    assert.deepEqual(due('2028-02-29T09:00:00Z', 'UTC', [LEAPLING]), ['onTheDay 2028-02-29 #8']);
    assert.deepEqual(celebrationDate('2000-02-29', 2100), { year: 2100, month: 2, day: 28 }, '2100 is not a leap year');
    assert.deepEqual(celebrationDate('2000-02-29', 2000), { year: 2000, month: 2, day: 29 });
    assert.equal(celebrationDate('soon', 2026), null);
  });

  test('the day before 1 January is in the year before', () => {
    assert.deepEqual(due('2026-12-31T08:00:00Z', 'UTC', [NEW_YEAR]), ['dayBefore 2027-01-01 #9']);
    assert.deepEqual(due('2027-01-01T08:00:00Z', 'UTC', [NEW_YEAR]), ['onTheDay 2027-01-01 #9']);
  });

  test('on both sides of the date line, one instant is two different days', () => {
    const instant = '2026-05-26T19:00:00Z';
    // Kiritimati (UTC+14): already 27 May, 09:00. Pago Pago (UTC-11): still 26 May, 08:00.
    assert.deepEqual(wallClock(new Date(instant), 'Pacific/Kiritimati'), { year: 2026, month: 5, day: 27, hour: 9, minute: 0, second: 0 });
    assert.deepEqual(wallClock(new Date(instant), 'Pacific/Pago_Pago'), { year: 2026, month: 5, day: 26, hour: 8, minute: 0, second: 0 });
    assert.deepEqual(due(instant, 'Pacific/Kiritimati'), ['onTheDay 2026-05-27 #7']);
    assert.deepEqual(due(instant, 'Pacific/Pago_Pago'), ['dayBefore 2026-05-27 #7']);
    // The recipient's morning, not UTC's: at 08:00 UTC Pago Pago is at 21:00 the day before.
    assert.deepEqual(due('2026-05-26T08:00:00Z', 'Pacific/Pago_Pago'), []);
  });

  test('daylight saving: a skipped hour sends at the jump, a repeated hour counts from its first time', () => {
    // Berlin, 29 March 2026: 02:00 does not exist (01:59 CET is followed by 03:00 CEST = 01:00Z).
    assert.equal(instantOfHour({ year: 2026, month: 3, day: 29 }, 2, 'Europe/Berlin').toISOString(), '2026-03-29T01:00:00.000Z');
    const march = { id: 10, birthday: '1980-03-29' };
    assert.deepEqual(due('2026-03-29T00:59:00Z', 'Europe/Berlin', [march], ['onTheDay'], 2), []);
    assert.deepEqual(due('2026-03-29T01:00:00Z', 'Europe/Berlin', [march], ['onTheDay'], 2), ['onTheDay 2026-03-29 #10']);
    // New York, 8 March 2026, same story at 02:00 EST -> 03:00 EDT (07:00Z).
    assert.equal(instantOfHour({ year: 2026, month: 3, day: 8 }, 2, 'America/New_York').toISOString(), '2026-03-08T07:00:00.000Z');
    // Berlin, 25 October 2026: 02:00-02:59 happens twice (00:00Z CEST, then 01:00Z CET): the first.
    assert.equal(instantOfHour({ year: 2026, month: 10, day: 25 }, 2, 'Europe/Berlin').toISOString(), '2026-10-25T00:00:00.000Z');
    const october = { id: 11, birthday: '1970-10-25' };
    assert.deepEqual(due('2026-10-25T00:00:00Z', 'Europe/Berlin', [october], ['onTheDay'], 2), ['onTheDay 2026-10-25 #11']);
    // Still due the second time 02:00 shows: the row of the first sending is what stops a second one.
    assert.deepEqual(due('2026-10-25T01:00:00Z', 'Europe/Berlin', [october], ['onTheDay'], 2), ['onTheDay 2026-10-25 #11']);
    // An ordinary hour in a zone with summer time: 08:00 CEST is 06:00Z.
    assert.equal(instantOfHour({ year: 2026, month: 5, day: 27 }, 8, 'Europe/Berlin').toISOString(), '2026-05-27T06:00:00.000Z');
    assert.equal(instantOfHour({ year: 2026, month: 5, day: 27 }, 8, 'Asia/Kolkata').toISOString(), '2026-05-27T02:30:00.000Z', 'a half-hour zone');
  });

  test('time zones are IANA names the server knows', () => {
    for (const zone of ['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kathmandu']) assert.ok(isKnownTimeZone(zone), zone);
    for (const zone of ['', 'Mars/Olympus_Mons', 'Europe/Paris; drop table users', 'x'.repeat(65), 42, null]) assert.ok(!isKnownTimeZone(zone), String(zone));
  });

  test('the age reached on the day', () => {
    assert.equal(ageOn('1946-05-27', '2026-05-27'), 80);
    assert.equal(ageOn('2000-02-29', '2027-02-28'), 27);
    assert.equal(ageOn('2026-05-27', '2026-05-27'), null, 'born today: no age to tell');
  });
});

describe('UTC without Intl (its first formatter keeps 8.5 MB of ICU data in the server for good)', () => {
  const instants = ['2026-01-01T00:00:00Z', '2026-03-29T00:59:59Z', '2026-05-27T08:00:00Z', '2024-02-29T23:30:15Z', '2026-12-31T23:59:59Z'];
  const intlClock = (iso: string) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(iso))
      .filter((part) => part.type !== 'literal' && part.type !== 'dayPeriod');
    return Object.fromEntries(parts.map((part) => [part.type, Number(part.value)]));
  };

  test('the UTC wall clock is the one Intl gives', () => {
    for (const iso of instants) assert.deepEqual(wallClock(new Date(iso), 'UTC'), intlClock(iso), iso);
  });

  test('a day of UTC reminders makes no Intl formatter: the due reminders, the hour, the known zone', () => {
    const original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = function counted(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made += 1;
      return new original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      assert.equal(isKnownTimeZone('UTC'), true);
      assert.deepEqual(due('2026-05-26T08:00:00Z', 'UTC'), ['dayBefore 2026-05-27 #7']);
      assert.equal(instantOfHour({ year: 2026, month: 5, day: 27 }, 8, 'UTC').toISOString(), '2026-05-27T08:00:00.000Z');
      assert.equal(made, 0);
      // Another zone still has its formatter (one a zone, kept).
      assert.equal(isKnownTimeZone('Pacific/Chatham'), true);
      assert.equal(wallClock(new Date('2026-05-26T06:00:00Z'), 'Pacific/Chatham').hour, 18);
      assert.equal(made, 1);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });

  test("the machine's zone: 'UTC' where the clock keeps UTC all year, else the zone's name", () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      assert.equal(machineTimeZone(), 'UTC');
      process.env.TZ = 'Europe/Lisbon';
      assert.equal(machineTimeZone(), 'Europe/Lisbon', 'UTC in winter, an hour ahead in summer');
      process.env.TZ = 'America/Sao_Paulo';
      assert.equal(machineTimeZone(), 'America/Sao_Paulo');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
