import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES, PSEUDO_LOCALE } from 'shared-contracts';
import english from '../messages/en.json' with { type: 'json' };
import { catalogFolders, readCompiledCatalog } from './catalog-files.js';
import { serverText, type ServerMessage } from './server-text.js';

/*
 * The server's own words (src/messages): English said without Lingui exactly as Lingui would say
 * it, every language whole and sayable with any values, a missing or broken catalogue said in
 * English, never as a key.
 */

const KEYS = Object.keys(english) as ServerMessage[];
/** A value for every placeholder any message names: text and counts of every plural form. */
const valuesWith = (count: number) => ({ name: 'Jo March', siteName: 'FamilyNet', email: 'jo@example.org', inviter: 'Meg', link: 'https://family.test/x', minutes: count, days: count, age: count, time: 'T', until: 'U', text: 'Hi', what: 'W', kind: 'K', date: 'D' });

describe('the English words', () => {
  test('have plain {placeholders} only, so English needs neither Lingui nor Intl', () => {
    for (const [key, message] of Object.entries(english)) {
      const tokens = compileMessageOrThrow(message) as unknown[];
      for (const token of tokens) if (Array.isArray(token)) assert.equal(token.length, 1, `${key}: {${String(token[0])}} is a plain placeholder`);
    }
  });

  test('are filled in exactly as Lingui says them (an apostrophe, quotes, a curly quote)', () => {
    const lingui = setupI18n({ locale: 'en', messages: { en: Object.fromEntries(KEYS.map((key) => [key, compileMessageOrThrow(english[key])])) as never } });
    const values = valuesWith(60);
    for (const key of KEYS) assert.equal(serverText('en')(key, values), lingui._(key, values), key);
  });

  test('a name a member typed goes in as typed, even one that looks like a placeholder', () => {
    assert.equal(serverText('en')('newMember.intro', { name: '{siteName} {name}', siteName: 'FamilyNet' }), '{siteName} {name} joined FamilyNet.');
    assert.equal(serverText('de')('newMember.intro', { name: '{siteName} {name}', siteName: 'FamilyNet' }), '{siteName} {name} ist FamilyNet beigetreten.');
  });
});

describe('every language', () => {
  const { own } = catalogFolders();
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    test(`${locale}: every message is there, parses, and is said with its values (every count of its plural forms)`, () => {
      const catalog = readCompiledCatalog(path.join(own, `${locale}.json`));
      assert.ok(catalog, `src/messages/${locale}.json is read`);
      assert.deepEqual(Object.keys(catalog).sort(), [...KEYS].sort(), 'the same keys as English, none broken');
      const t = serverText(locale);
      for (const count of [0, 1, 2, 3, 11, 100, 1000001]) {
        for (const key of KEYS) {
          const said = t(key, valuesWith(count));
          assert.ok(said.trim() !== '' && said !== key, `${locale} ${key}`);
          assert.doesNotMatch(said, /\{\w+[},]/, `${locale} ${key}: no placeholder left: ${said}`);
        }
      }
      assert.notEqual(t('reset.button'), serverText('en')('reset.button'), 'translated, not English');
    });
  }

  test('the pseudo-language accents every English word and keeps the values as they are', () => {
    assert.equal(serverText(PSEUDO_LOCALE)('newMember.intro', { name: 'Jo March', siteName: 'FamilyNet' }), '⟦Jo March ĵööîîñééð FamilyNet.⟧');
  });
});

describe('a catalogue that is missing or broken', () => {
  test('is none (the language is said in English); a message that does not parse is left out', () => {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'familynet-catalog-'));
    try {
      assert.equal(readCompiledCatalog(path.join(dir, 'de.json')), undefined, 'missing');
      fs.writeFileSync(path.join(dir, 'fr.json'), '{ "reset.button": ');
      assert.equal(readCompiledCatalog(path.join(dir, 'fr.json')), undefined, 'not JSON');
      fs.writeFileSync(path.join(dir, 'es.json'), JSON.stringify({ 'reset.button': 'Restablecer', 'reset.expiry': '{minutes, plural, one {# minuto}', 'mail.hello': 42 }));
      assert.deepEqual(Object.keys(readCompiledCatalog(path.join(dir, 'es.json'))!), ['reset.button'], 'only what parses');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
