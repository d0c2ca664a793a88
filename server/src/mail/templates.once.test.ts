import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { birthdayReminderMail } from './templates.js';

const BASE = {
  to: 'jo@example.com',
  siteName: 'FamilyNet',
  calendarUrl: 'https://family.example.org/dashboard/calendar',
  stopThese: 'https://family.example.org/api/notifications/unsubscribe?member=3&stop=birthdays&sig=abc',
  stopAll: 'https://family.example.org/api/notifications/unsubscribe?member=3&stop=all&sig=def',
};

describe('the birthday reminder e-mail', () => {
  test('says who and when, with the age only when the year may be told', () => {
    assert.equal(birthdayReminderMail({ ...BASE, name: 'Grandma March', when: 'tomorrow', age: 80 }).subject, 'Grandma March turns 80 tomorrow');
    assert.equal(birthdayReminderMail({ ...BASE, name: 'Grandma March', when: 'today', age: 80 }).subject, 'Grandma March turns 80 today');
    assert.equal(birthdayReminderMail({ ...BASE, name: 'Grandma March', when: 'yesterday', age: 80 }).subject, 'Grandma March turned 80 yesterday');
    assert.equal(birthdayReminderMail({ ...BASE, name: 'Beth March', when: 'tomorrow', age: null }).subject, 'Tomorrow is Beth March’s birthday');
    const today = birthdayReminderMail({ ...BASE, name: 'Beth March', when: 'today', age: null });
    assert.equal(today.subject, 'Today is Beth March’s birthday');
    assert.doesNotMatch(today.text, /turns|turned|\b\d{4}\b/, 'no age, no year');
  });

  test('every reminder can be stopped from the e-mail itself, in one click', () => {
    const mail = birthdayReminderMail({ ...BASE, name: 'Amy', when: 'today', age: 28 });
    assert.ok(mail.text.includes(BASE.stopThese) && mail.text.includes(BASE.stopAll));
    assert.ok(mail.html.includes(BASE.stopThese.replace(/&/g, '&amp;')) && mail.html.includes(BASE.stopAll.replace(/&/g, '&amp;')));
    assert.deepEqual(mail.headers, { 'List-Unsubscribe': `<${BASE.stopThese}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    assert.ok(mail.text.includes(BASE.calendarUrl));
  });

  test('a hostile name is text, never markup', () => {
    const mail = birthdayReminderMail({ ...BASE, name: '<img src=x onerror=alert(1)>', when: 'today', age: null });
    assert.ok(!mail.html.includes('<img src=x'));
    assert.ok(mail.html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  });
});
