import { timeInWords } from './copyTime';

describe("the offline copy's time in words", () => {
  const now = new Date(2026, 5, 10, 15, 30); // Wednesday, June 10, 2026, 3:30 PM

  it.each([
    [new Date(2026, 5, 10, 14, 5), 'today at 2:05 PM'],
    [new Date(2026, 5, 10, 0, 0), 'today at 12:00 AM'],
    [new Date(2026, 5, 9, 9, 30), 'yesterday at 9:30 AM'],
    [new Date(2026, 5, 1, 20, 0), 'Monday, June 1 at 8:00 PM'],
    [new Date(2025, 11, 31, 23, 59), 'December 31, 2025 at 11:59 PM'],
  ])('%s -> %s', (time, words) => {
    expect(timeInWords(time, now)).toBe(words);
  });

  it('yesterday across the start of a month', () => {
    expect(timeInWords(new Date(2026, 4, 31, 22, 15), new Date(2026, 5, 1, 7, 0))).toBe('yesterday at 10:15 PM');
  });
});
