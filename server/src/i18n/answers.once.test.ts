import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MESSAGES, PSEUDO_LOCALE } from 'shared-contracts';
import { pseudoText } from 'shared-contracts/i18n';
import { callerText, inCallersLanguage } from './answers.js';
import { localeOfHeader } from './request-locale.js';
import { sharedText } from './shared-text.js';

/*
 * A call's language and the words of its answer (issue 42), without the HTTP around them (the
 * features' tests call the server): what Accept-Language names, and that an English call's answer
 * is the very object the route made.
 */

const caller = (header?: string) => ({ headers: header === undefined ? {} : { 'accept-language': header } });

describe("a call's language", () => {
  test('is negotiated from Accept-Language against the seven; no header, English', () => {
    assert.equal(localeOfHeader(undefined), 'en');
    assert.equal(localeOfHeader('de-AT,de;q=0.9,en;q=0.8'), 'de');
    assert.equal(localeOfHeader('fr-CA'), 'fr');
    assert.equal(localeOfHeader('pt'), 'pt-BR');
    assert.equal(localeOfHeader('zh-CN,zh;q=0.9'), 'zh-Hans');
    assert.equal(localeOfHeader('ar-EG'), 'ar');
    assert.equal(localeOfHeader('ja, ko;q=0.5'), 'en', 'none of the seven: English');
    assert.equal(localeOfHeader('zh-TW'), 'en', 'Traditional Chinese is not Simplified');
    assert.equal(localeOfHeader('es;q=0, de'), 'de', 'q=0 is a refusal');
    assert.equal(localeOfHeader('x'.repeat(5000)), 'en', 'not a header');
  });

  test("exactly 'en-XA' first is the tests' pseudo-language; anywhere else it is English", () => {
    assert.equal(localeOfHeader('en-XA'), PSEUDO_LOCALE);
    assert.equal(localeOfHeader('en-xa'), PSEUDO_LOCALE);
    assert.equal(localeOfHeader('de, en-XA;q=0.5'), 'de');
  });
});

describe("an answer's words", () => {
  test('an English call gets the very same object: nothing copied, nothing looked up', () => {
    const body = { success: false, message: MESSAGES.emailRequired, errors: { email: MESSAGES.emailRequired } };
    assert.equal(inCallersLanguage(caller(), body), body);
    assert.equal(inCallersLanguage(caller('en-GB,en;q=0.9'), body), body);
    assert.equal(callerText(caller()), null);
  });

  test('the pseudo-language: message and each field error, a filled-in text by its template, the numbers kept', () => {
    const body = { success: false, message: 'First name must be at most 100 characters', errors: { firstName: 'First name must be at most 100 characters', email: MESSAGES.emailRequired } };
    const said = inCallersLanguage(caller('en-XA'), body);
    assert.equal(said.errors!.email, `⟦${pseudoText(MESSAGES.emailRequired)}⟧`);
    assert.equal(said.message, `⟦⟦${pseudoText('First name')}⟧ ${pseudoText('must be at most')} 100 ${pseudoText('characters')}⟧`);
    assert.equal(said.errors!.firstName, said.message);
    assert.equal(body.message, 'First name must be at most 100 characters', "the route's object is left as it was");
  });

  test('a text no catalogue has (a name, an address) is said as it is', () => {
    assert.equal(inCallersLanguage(caller('en-XA'), { success: true, message: 'Jo March' }).message, 'Jo March');
  });

  test('a language whose catalogue is there says it; one without says English (whichever this checkout has)', () => {
    const de = sharedText('de');
    const expected = de ? de(MESSAGES.emailRequired) : MESSAGES.emailRequired;
    assert.equal(inCallersLanguage(caller('de'), { success: false, message: MESSAGES.emailRequired }).message, expected);
    assert.ok(expected.length > 0);
  });
});
