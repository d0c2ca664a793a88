import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { isStale, sharingUntilText, shortAge, updatedText } from './freshness';
import { englishText } from '../messages';

const NOW = Date.parse('2026-03-14T15:00:00');

describe('how fresh a position is, in words', () => {
  it.each([
    ['2026-03-14T14:59:50', 'updated a few seconds ago'],
    ['2026-03-14T14:59:00', 'updated a minute ago'],
    ['2026-03-14T14:55:00', 'updated 5 minutes ago'],
    ['2026-03-14T14:00:00', 'updated an hour ago'],
    ['2026-03-14T07:00:00', 'updated 8 hours ago'],
    ['2026-03-13T15:00:00', 'updated a day ago'],
  ])('%s is "%s"', (iso, text) => {
    expect(updatedText(englishText, new Date(iso).toISOString(), NOW)).toBe(text);
  });

  it('a time a little ahead of this device (clocks differ) is "a few seconds ago", not the future', () => {
    expect(updatedText(englishText, new Date(NOW + 30_000).toISOString(), NOW)).toBe('updated a few seconds ago');
  });

  it("says in English exactly what dayjs's relativeTime says, at every step's edges", () => {
    dayjs.extend(relativeTime);
    const seconds = [0, 44, 45, 89, 90, 150, 44 * 60 + 29, 44 * 60 + 31, 89 * 60, 90 * 60, 21 * 3600, 22 * 3600, 35 * 3600, 36 * 3600];
    const days = [2, 25, 26, 45, 46, 60, 300, 320, 400, 530, 550, 800, 3000];
    for (const ago of [...seconds.map((s) => s * 1000), ...days.map((d) => d * 86_400_000)]) {
      const iso = new Date(NOW - ago).toISOString();
      expect([ago, updatedText(englishText, iso, NOW)]).toEqual([ago, `updated ${dayjs(NOW - ago).from(NOW)}`]);
    }
  });

  it('no time, or not a time, says nothing', () => {
    expect(updatedText(englishText, undefined, NOW)).toBeNull();
    expect(updatedText(englishText, 'yesterday', NOW)).toBeNull();
  });

  it('a position older than half an hour is stale', () => {
    expect(isStale(new Date(NOW - 29 * 60_000).toISOString(), NOW)).toBe(false);
    expect(isStale(new Date(NOW - 31 * 60_000).toISOString(), NOW)).toBe(true);
    expect(isStale(undefined, NOW)).toBe(false);
  });
});

describe('the own sharing period', () => {
  it('an end today shows the time; a later one the day too; none: until turned off', () => {
    expect(sharingUntilText(englishText, new Date('2026-03-14T15:45:00').toISOString(), NOW)).toBe('Sharing until 3:45 PM');
    expect(sharingUntilText(englishText, new Date('2026-03-15T01:00:00').toISOString(), NOW)).toBe('Sharing until Sun 1:00 AM');
    expect(sharingUntilText(englishText, undefined, NOW)).toBe('Sharing until you turn it off');
  });
});

describe('the age under a marker', () => {
  it.each([
    [20_000, 'now'],
    [5 * 60_000, '5 min'],
    [59 * 60_000, '59 min'],
    [3 * 3_600_000, '3 h'],
    [50 * 3_600_000, '2 d'],
    [-60_000, 'now'],
  ])('%i ms old is "%s"', (age, text) => {
    expect(shortAge(englishText, new Date(NOW - age).toISOString(), NOW)).toBe(text);
  });

  it('no time, no age', () => {
    expect(shortAge(englishText, undefined, NOW)).toBeNull();
  });
});
