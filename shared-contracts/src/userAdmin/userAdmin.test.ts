import { SAMPLE_CSV_ROWS } from '../constants';
import { csvField } from './userAdmin';
import {
  CSV_REQUIRED_COLUMNS,
  importCompletedMessage,
  sampleUsersCsv,
  testEmailSentMessage,
  validateCsvFile,
} from '../index';

describe('user administration rules', () => {
  it('the sample CSV has the required columns and three example rows, quoted where needed', () => {
    const lines = sampleUsersCsv().split('\r\n');
    expect(lines[0]).toBe('email,displayName,firstName,lastName,phoneNumber,occupation,bio,birthday,isBirthdayVisible');
    expect(lines.filter(Boolean)).toHaveLength(1 + SAMPLE_CSV_ROWS);
    expect(CSV_REQUIRED_COLUMNS).toHaveLength(9);
    expect(lines[1]).toContain('"Loves gardening, baking and long walks"');
    expect(lines[2]).toContain('"Builds ""almost anything"" in his garage"');
  });

  it('quotes a field with a comma, quote or line break only', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it("checks the file as the spec says: '.csv' only, under 5MB", () => {
    expect(validateCsvFile({ name: 'family.csv', size: 10 })).toBeUndefined();
    expect(validateCsvFile({ name: 'FAMILY.CSV', size: 10 })).toBeUndefined();
    expect(validateCsvFile({ name: 'family.xlsx', size: 10 })).toBe('Please select a CSV file');
    expect(validateCsvFile({ name: 'family.csv.exe', size: 10 })).toBe('Please select a CSV file');
    expect(validateCsvFile({ name: 'family.csv', size: 5 * 1024 * 1024 - 1 })).toBeUndefined();
    expect(validateCsvFile({ name: 'family.csv', size: 5 * 1024 * 1024 })).toBe('File size must be less than 5MB');
  });

  it("words the spec's messages exactly", () => {
    expect(importCompletedMessage(3, 1)).toBe('Import completed! 3 users imported, 1 skipped.');
    expect(testEmailSentMessage('a@b.org')).toBe('Test email sent successfully to a@b.org. Check your inbox (and spam folder).');
  });
});
