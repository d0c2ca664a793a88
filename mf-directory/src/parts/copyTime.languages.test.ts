import { textIn } from '../messages';
import { timeInWords } from './copyTime';

describe("the offline copy's time in the family's languages", () => {
  const now = new Date(2026, 5, 10, 15, 30); // Wednesday, June 10, 2026, 3:30 PM

  it('in German, with its clock and its dates', async () => {
    const de = await textIn('de');
    expect(timeInWords(new Date(2026, 5, 10, 14, 5), now, de)).toBe('heute um 14:05');
    expect(timeInWords(new Date(2026, 5, 9, 9, 30), now, de)).toBe('gestern um 9:30');
    expect(timeInWords(new Date(2026, 5, 1, 20, 0), now, de)).toBe('Montag, 1. Juni um 20:00');
    expect(timeInWords(new Date(2025, 11, 31, 23, 59), now, de)).toBe('31. Dezember 2025 um 23:59');
  });

  it('in the pseudo-language, as English counts and dates', async () => {
    const pseudo = await textIn('en-XA');
    expect(timeInWords(new Date(2026, 5, 10, 14, 5), now, pseudo)).toBe('⟦ţööðááýý ááţ 2:05 PM⟧');
  });
});
