import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_THEME, MESSAGES, NOTIFICATION_MESSAGES, PROFILE_MESSAGES, PSEUDO_LOCALE, themeProblem } from 'shared-contracts';
import { GEDCOM_IMPORT_MESSAGES } from 'shared-contracts/family';
import { pseudoText } from 'shared-contracts/i18n';
import { callerText, inCallersLanguage } from './answers.js';
import { localeOfHeader } from './request-locale.js';
import { sharedText } from './shared-text.js';
import { VALIDATION_MESSAGES } from '../http/validation.js';
import { RATE_LIMIT_MESSAGES, tooManyRequestsMessage } from '../plugins/rate-limit.js';

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

describe('messages that count and messages that list', () => {
  const say = (locale: string, text: string) => inCallersLanguage(caller(locale), { success: false, message: text }).message;

  test('English says one and many as it always did', () => {
    assert.equal(NOTIFICATION_MESSAGES.testSent(1), 'A test notification went to your device.');
    assert.equal(NOTIFICATION_MESSAGES.testSent(3), 'A test notification went to your 3 devices.');
    assert.equal(GEDCOM_IMPORT_MESSAGES.completed(1, 0, 2), 'Import completed! 1 person added, 0 found among the members, 2 already in the tree.');
    assert.equal(VALIDATION_MESSAGES.notEditable(['role']), 'This field cannot be changed here: role.');
    assert.equal(VALIDATION_MESSAGES.notEditable(['role', 'id']), 'These fields cannot be changed here: role, id.');
  });

  test("each form is found in the filled text and said with the language's own plurals", () => {
    assert.equal(say('ar', NOTIFICATION_MESSAGES.testSent(2)), 'أُرسل إشعار تجريبي إلى جهازيك.', "Arabic's dual");
    assert.equal(say('ar', NOTIFICATION_MESSAGES.testSent(5)), 'أُرسل إشعار تجريبي إلى 5 أجهزة لديك.', "Arabic's few");
    assert.equal(say('de', NOTIFICATION_MESSAGES.testSent(1)), 'Eine Test-Benachrichtigung ist an dein Gerät gegangen.');
    assert.equal(say('fr', VALIDATION_MESSAGES.notEditable(['role', 'id'])), 'Ces champs ne peuvent pas être modifiés ici\u00a0: role, id.');
    assert.equal(tooManyRequestsMessage(90), 'Too many attempts. Please wait 2 minutes and try again.');
    assert.equal(say('de', tooManyRequestsMessage(90)), 'Zu viele Versuche. Bitte warte 2 Minuten und versuche es dann noch einmal.');
    assert.equal(tooManyRequestsMessage(2), RATE_LIMIT_MESSAGES.waitSeconds(2));
    assert.equal(say('ar', tooManyRequestsMessage(2)), 'محاولات كثيرة جدًا. يُرجى الانتظار ثانيتين ثم المحاولة مرة أخرى.');
  });

  test('a list of messages is said item by item, joined as the language joins; what was typed stays', () => {
    const names = PROFILE_MESSAGES.managersOnly(['Occupation', 'City']);
    assert.equal(names, 'Only an admin or manager can change Occupation, City.');
    assert.equal(say('de', names), 'Nur ein Admin oder Manager kann Beruf, Stadt ändern.');
    assert.equal(say('zh-Hans', names), '只有管理员或经理可以更改职业、城市。');
    const notAColour = themeProblem({ ...DEFAULT_THEME, colors: { ...DEFAULT_THEME.colors, primary: 'red;' } })!;
    assert.equal(say('fr', notAColour), 'primary doit être une couleur, par exemple #1976d2 ou rgba(25, 118, 210, 0.5)', "the theme's key as it is");
  });
});
