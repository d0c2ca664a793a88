import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TABLE_WITH_THROWAWAY_FIELD, THROWAWAY_FIELD } from 'shared-contracts/testing/fields';
import { readCards } from '../../testing/vcard.js';
import { plainEscapes, vcardFileName, vcardOf } from './vcards.js';

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

  test('a field the table adds is written as the property it names, in both versions, and read back whole', () => {
    const dish = 'Lasagne; al forno, "nonna\'s" \\ 🍝';
    for (const version of ['3.0', '4.0'] as const) {
      const member = { id: 5, email: 'zoe@example.org', displayName: 'Zoë', [THROWAWAY_FIELD]: dish };
      const [card] = readCards(vcardOf(member, 'family.example.org', undefined, version, TABLE_WITH_THROWAWAY_FIELD));
      assert.deepEqual(card.extensions, { 'X-FAVOURITE-DISH': dish }, version);
      assert.deepEqual(readCards(vcardOf(member, 'family.example.org', undefined, version))[0].extensions, {}, `${version}: not with the product's own table`);
    }
  });

  test('a semicolon keeps its escape inside structured values (N, ADR) and loses it in single ones; a colon has none anywhere (4.0)', () => {
    const fixed = plainEscapes('BEGIN:VCARD\r\nFN:a\\;b \\\\;c\\:d\r\nN:x\\;y\\:w;z;;;\r\nEND:VCARD\r\n');
    assert.equal(fixed, 'BEGIN:VCARD\r\nFN:a;b \\\\;c:d\r\nN:x\\;y:w;z;;;\r\nEND:VCARD\r\n');
  });

  test('a line break the libraries leave in a value (a lone CR, NEL, U+2028) is escaped: a reader that breaks lines on CR sees one contact', () => {
    const injection = 'Hello\rTEL:+1 555 0100\rEND:VCARD\rBEGIN:VCARD\rFN:Fake\u0085TEL:2\u2028TEL:3\u2029TEL:4\nTEL:5';
    for (const version of ['3.0', '4.0'] as const) {
      const text = vcardOf({ id: 5, email: 'zoe@example.org', displayName: 'Zoë', occupation: 'Baker\rTEL:6', bio: injection }, 'family.example.org', undefined, version);
      const lines = text.split(/\r\n|[\r\n\u0085\u2028\u2029]/);
      assert.equal(lines.filter((line) => line === 'BEGIN:VCARD').length, 1, `${version}: one contact\n${text}`);
      assert.deepEqual(lines.filter((line) => /^TEL/.test(line)), [], `${version}: no phone number from the text`);
      const [card] = readCards(text);
      assert.equal(card.note, 'Hello\nTEL:+1 555 0100\nEND:VCARD\nBEGIN:VCARD\nFN:Fake\nTEL:2\nTEL:3\nTEL:4\nTEL:5', `${version}: the text comes back with its breaks as LF`);
    }
  });

  test('file names: letters and digits of the name', () => {
    assert.equal(vcardFileName('Amy March'), 'amy-march.vcf');
    assert.equal(vcardFileName('Zoë O’Neil'), 'zoe-o-neil.vcf');
    assert.equal(vcardFileName('שלום'), 'family-member.vcf');
    assert.equal(vcardFileName('../../etc/passwd'), 'etc-passwd.vcf');
  });
});
