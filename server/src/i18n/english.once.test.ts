import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { MESSAGES } from 'shared-contracts';
import * as mails from '../mail/templates.js';
import { inCallersLanguage } from './answers.js';
import { serverText } from './server-text.js';

/*
 * An English server does no language work (issue 42, issue 44): one call of a locale formatter maps
 * megabytes of ICU data into the process for good (shared-contracts/src/numbers.ts), so English
 * e-mails, push words and answers are made without Intl. Each Intl constructor is counted while
 * they are made; a German e-mail with a date is the proof that the count sees a use.
 */

const FORMATTERS = ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames'] as const;
type Formatter = (typeof FORMATTERS)[number];
const originals = new Map<Formatter, unknown>();
let made: string[] = [];

beforeEach(() => {
  made = [];
  for (const name of FORMATTERS) {
    const original = (Intl as Record<string, unknown>)[name] as new (...args: unknown[]) => unknown;
    originals.set(name, original);
    (Intl as Record<string, unknown>)[name] = new Proxy(original, {
      construct(target, args) {
        made.push(name);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        made.push(name);
        return Reflect.apply(target, self, args);
      },
    });
  }
});
afterEach(() => {
  for (const [name, original] of originals) (Intl as Record<string, unknown>)[name] = original;
});

const when = new Date('2026-12-08T21:40:25Z');
const every = (locale?: 'de') => [
  mails.passwordResetMail({ to: 'jo@example.org', siteName: 'FamilyNet', link: 'https://f/r', expiresMinutes: 60, locale }),
  mails.welcomeMail({ to: 'jo@example.org', siteName: 'FamilyNet', link: 'https://f/w', expiresDays: 7, name: 'Jo', locale }),
  mails.testMail({ to: 'jo@example.org', siteName: 'FamilyNet', siteUrl: 'https://f', sentAt: when, locale }),
  mails.invitationMail({ to: 'jo@example.org', siteName: 'FamilyNet', link: 'https://f/i', inviter: 'Meg', expiresAt: when, locale }),
  mails.approvalRequestMail({ to: 'a@example.org', siteName: 'FamilyNet', settingsUrl: 'https://f/s', name: 'Jo', email: 'jo@example.org', locale }),
  mails.approvedMail({ to: 'jo@example.org', siteName: 'FamilyNet', signInUrl: 'https://f/a', locale }),
  mails.declinedMail({ to: 'jo@example.org', siteName: 'FamilyNet', locale }),
  mails.birthdayReminderMail({ to: 'a@example.org', siteName: 'FamilyNet', calendarUrl: 'https://f/c', name: 'Jo', when: 'today', age: 80, stopThese: 'https://s/1', stopAll: 'https://s/2', locale }),
  mails.newMemberMail({ to: 'a@example.org', siteName: 'FamilyNet', directoryUrl: 'https://f/d', name: 'Jo', locale }),
  mails.invitationUsedMail({ to: 'a@example.org', siteName: 'FamilyNet', directoryUrl: 'https://f/d', name: 'Jo', waiting: true, locale }),
];

describe('English touches no Intl', () => {
  test('every e-mail, the push words, an answer', () => {
    const written = every();
    assert.equal(written[3].text.includes('until Tue, 08 Dec 2026 21:40:25 GMT.'), true, 'the invitation says its date as it always did');
    assert.equal(written[2].text.includes('Sent at 2026-12-08T21:40:25.000Z.'), true);
    serverText('en')('push.joinRequest.title', { name: 'Jo' });
    mails.birthdayHeadline('Jo', 'tomorrow', 80);
    inCallersLanguage({ headers: {} }, { success: false, message: MESSAGES.emailRequired });
    assert.deepEqual(made, []);
  });

  test('(the count sees a use: a German e-mail says its dates through Intl)', () => {
    const written = every('de');
    assert.ok(made.includes('DateTimeFormat'));
    assert.ok(written[3].text.includes('bis Dienstag, 8. Dezember 2026 um 21:40 UTC.'), written[3].text);
  });
});
