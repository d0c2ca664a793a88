import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readCards } from '../testing/vcard.js';
import { plainSemicolons, vcardFileName, vcardOf } from './vcards.js';

describe('contact cards, read back with ical.js', () => {
  test('long names in any script are folded at 75 octets, never inside a character, and come back whole', () => {
    const name = `שלום; עולם 🎂👨‍👩‍👧 Ωμέγα, "quoted" \\ ${'ü'.repeat(60)}`;
    const text = vcardOf({ id: 5, email: 'zoe@example.org', displayName: name, bio: `${name}\n${name}` }, 'family.example.org');
    for (const line of text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `${Buffer.byteLength(line)} octets`);
    const [card] = readCards(text);
    assert.equal(card.fn, name);
    assert.equal(card.note, `${name}\n${name}`);
  });

  test('vCard 3.0 keeps the escapes RFC 2426 asks for (a semicolon too), folds by octets, and the name comes back whole', () => {
    const name = `שלום; עולם 🎂 Ωμέγα, "quoted" \\ ${'ü'.repeat(60)}`;
    const text = vcardOf({ id: 5, email: 'zoe@example.org', displayName: name, occupation: 'Poet; baker', bio: `${name}\n${name}` }, 'family.example.org', undefined, '3.0');
    for (const line of text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `${Buffer.byteLength(line)} octets`);
    const unfolded = text.replace(/\r\n /g, '');
    assert.match(unfolded, /\r\nFN:שלום\\; עולם/, 'FN: the semicolon escaped');
    assert.match(unfolded, /\r\nTITLE:Poet\\; baker\r\n/, 'TITLE: the semicolon escaped');
    const [card] = readCards(text);
    assert.equal(card.version, '3.0');
    assert.equal(card.fn, name);
    assert.equal(card.title, 'Poet; baker');
    assert.equal(card.note, `${name}\n${name}`);
  });

  test('a semicolon keeps its escape inside structured values (N, ADR) and loses it in single ones (4.0)', () => {
    const fixed = plainSemicolons('BEGIN:VCARD\r\nFN:a\\;b \\\\;c\r\nN:x\\;y;z;;;\r\nEND:VCARD\r\n');
    assert.equal(fixed, 'BEGIN:VCARD\r\nFN:a;b \\\\;c\r\nN:x\\;y;z;;;\r\nEND:VCARD\r\n');
  });

  test('file names: letters and digits of the name', () => {
    assert.equal(vcardFileName('Amy March'), 'amy-march.vcf');
    assert.equal(vcardFileName('Zoë O’Neil'), 'zoe-o-neil.vcf');
    assert.equal(vcardFileName('שלום'), 'family-member.vcf');
    assert.equal(vcardFileName('../../etc/passwd'), 'etc-passwd.vcf');
  });
});
