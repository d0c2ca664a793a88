import { lifeYears, shortDate } from './lifeYears';

describe('how the tree writes a life in years', () => {
  it.each([
    [{ birthDate: '1921-04-03', deathDate: '1999' }, '1921-1999'],
    [{ birthDate: '1921-04' }, 'b. 1921'],
    [{ deathDate: '1999-01-02' }, 'd. 1999'],
    [{}, ''],
    [{ birthDate: '0800' }, 'b. 800'],
    [{ birthDate: '1850', birthDatePhrase: 'ABT 1850', deathDate: '1921-04-03' }, 'c. 1850-1921'],
    [{ birthDate: '1900', birthDatePhrase: 'BEF 1900' }, 'b. bef. 1900'],
    [{ deathDate: '1850-05-12', deathDatePhrase: 'AFT 12 MAY 1850' }, 'd. aft. 1850'],
    [{ birthDate: '1800', birthDatePhrase: 'BET 1800 AND 1810' }, 'b. 1800/1810'],
    [{ birthDatePhrase: '100 BCE', deathDatePhrase: '44 B.C.' }, '100 BC-44 BC'],
    [{ birthDatePhrase: '(in the spring, says Oma)' }, 'b. ?'],
    [{ birthDate: '1751-02-11', birthDatePhrase: '11 FEB 1750/51' }, 'b. 1751'],
    // The year hidden from the viewer: no year to show.
    [{ birthDate: '--04-03' }, ''],
    [{ birthDate: '--04-03', deathDate: '1999' }, 'd. 1999'],
  ])('%j is "%s"', (person, expected) => {
    expect(lifeYears(person)).toBe(expected);
  });

  it('a date with no phrase is its year, without the zeros of a year before 1000', () => {
    expect(shortDate('0044-03-15', undefined)).toBe('44');
    expect(shortDate(undefined, undefined)).toBeUndefined();
  });
});
