import { createTranslator, filled, icuFormatter, needsIcu } from './translate';
import { createSourceTranslator, saidAsList } from './sourceTranslator';
import { countedMessage } from './counted';
import { pseudoCatalog, pseudoText } from './pseudo';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const english = {
  hello: 'Hello, {name}.',
  members: '{count, plural, one {# member} other {# members}}',
  plain: 'Sign in',
};

beforeAll(() => icuFormatter());

describe('a catalogue translator', () => {
  it('says plain messages without Lingui, and the others through it', () => {
    const compiled = { hi: ['Hi, ', ['name'], '.'], plain: 'Sign in', count: [['n', 'plural', { one: ['#', ' file'], other: ['#', ' files'] }]] };
    const t = createTranslator('en', compiled as never, undefined);
    expect(t('hi', { name: 'Jo' })).toBe('Hi, Jo.');
    expect(t('plain')).toBe('Sign in');
    expect(t('count', { n: 1 })).toBe('1 file');
    expect(t('count', { n: 3 })).toBe('3 files');
  });

  it('fills placeholders and plurals in the language', () => {
    const t = createTranslator('de', english, { hello: 'Hallo, {name}.', members: '{count, plural, one {# Mitglied} other {# Mitglieder}}' });
    expect(t('hello', { name: 'Jo' })).toBe('Hallo, Jo.');
    expect(t('members', { count: 1 })).toBe('1 Mitglied');
    expect(t('members', { count: 1200 })).toBe('1.200 Mitglieder');
  });

  it('gives Arabic its six plural forms', () => {
    const t = createTranslator('ar', english, {
      members: '{count, plural, zero {لا أعضاء} one {عضو واحد} two {عضوان} few {# أعضاء} many {# عضوًا} other {# عضو}}',
    });
    expect([0, 1, 2, 3, 11, 100].map((count) => t('members', { count }))).toEqual(['لا أعضاء', 'عضو واحد', 'عضوان', '3 أعضاء', '11 عضوًا', '100 عضو']);
  });

  it('says a missing or broken message in English, never its key', () => {
    const t = createTranslator('fr', english, { members: '{count, plural, one {# membre}' }, { compile: (message: string) => compileMessageOrThrow(message) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t('plain')).toBe('Sign in');
    expect(t('members', { count: 2 })).toBe('2 members');
  });
});

describe('English without Lingui', () => {
  it("says counts and choices as Lingui would, and needs no Lingui for them", async () => {
    const { setupI18n } = await import('@lingui/core');
    const message = '{n, plural, =0 {no files} one {# file} other {# files}} for {who, select, me {you} other {them}}';
    const compiled = { m: compileMessageOrThrow(message) };
    const ours = createTranslator('en', compiled as never, undefined);
    const lingui = setupI18n({ locale: 'en', messages: { en: compiled as never } });
    for (const n of [0, 1, 2, 5, 1.5, 21, 999]) for (const who of ['me', 'sam']) expect(ours('m', { n, who })).toBe(lingui._('m', { n, who }));
    expect(needsIcu(compiled as never, 'en')).toBe(false);
    expect(needsIcu(compiled as never, 'de')).toBe(true);
    expect(needsIcu({ d: compileMessageOrThrow('{when, date, short}') } as never, 'en')).toBe(true);
  });
});

describe('the shared messages translator (English texts as keys)', () => {
  const german = createSourceTranslator(
    'de',
    {
      'Email is required': 'E-Mail-Adresse fehlt',
      '{field} must be at most {max} characters': '{field} darf höchstens {max} Zeichen lang sein',
      'First name': 'Vorname',
      '{name} invited you.': '{name} hat dich eingeladen.',
      'Row {row}: {message}': 'Zeile {row}: {message}',
      '{email} already has an account; skipped': '{email} hat schon ein Konto; übersprungen',
      'And {count} more.': 'Und {count, number} weitere.',
    },
    { compile: (message: string) => compileMessageOrThrow(message) },
  );

  it('translates a text it knows and leaves any other as it is', () => {
    expect(german('Email is required')).toBe('E-Mail-Adresse fehlt');
    expect(german('Jo March')).toBe('Jo March');
  });

  it('finds a text the code filled in by its template, translating the values that are messages', () => {
    expect(german('First name must be at most 100 characters')).toBe('Vorname darf höchstens 100 Zeichen lang sein');
    expect(german('{name} invited you.', { name: 'Jo' })).toBe('Jo hat dich eingeladen.');
    // One filled message in another: each said in the language.
    expect(german('Row 7: jo@example.com already has an account; skipped')).toBe('Zeile 7: jo@example.com hat schon ein Konto; übersprungen');
  });

  it('says a list of messages item by item, keeps what was sent, and a number in its own digits', () => {
    const chinese = createSourceTranslator(
      'zh-Hans',
      {
        'Only an admin or manager can change {names}.': '只有管理员或经理可以更改{names}。',
        'The CSV header names {columns} more than once.': 'CSV 表头多次出现 {columns}。',
        Occupation: '职业',
        City: '城市',
        'And {count} more.': '还有 {count, number} 条。',
      },
      { compile: (message: string) => compileMessageOrThrow(message) },
    );
    expect(chinese('Only an admin or manager can change Occupation, City.')).toBe('只有管理员或经理可以更改职业、城市。');
    expect(chinese('The CSV header names City, City more than once.')).toBe('CSV 表头多次出现 City, City。');
    expect(saidAsList(chinese, 'Occupation, Nickname')).toBe('职业、Nickname');
    expect(german('And 1,234 more.')).toBe('Und 1.234 weitere.');
  });

  it('says both English forms of a counted message with the language’s plurals', () => {
    const sent = countedMessage({ one: 'Sent to your device.', other: 'Sent to your {devices} devices.' }, (devices: number) => [devices, { devices }]);
    expect([sent(1), sent(3)]).toEqual(['Sent to your device.', 'Sent to your 3 devices.']);
    const arabic = createSourceTranslator(
      'ar',
      { 'Sent to your device.': 'أُرسل إلى جهازك.', 'Sent to your {devices} devices.': '{devices, plural, zero {لم يُرسل} one {أُرسل إلى جهازك.} two {أُرسل إلى جهازيك.} few {أُرسل إلى # أجهزة.} many {أُرسل إلى # جهازًا.} other {أُرسل إلى # جهاز.}}' },
      { compile: (message: string) => compileMessageOrThrow(message) },
    );
    expect([1, 2, 3, 11].map((count) => arabic(sent(count)))).toEqual(['أُرسل إلى جهازك.', 'أُرسل إلى جهازيك.', 'أُرسل إلى 3 أجهزة.', 'أُرسل إلى 11 جهازًا.']);
  });

  it('fills English placeholders without a catalogue', () => {
    expect(filled('{name} invited you.', { name: 'Jo' })).toBe('Jo invited you.');
  });
});

describe('the pseudo-language', () => {
  it('accents every letter, grows the text and keeps placeholders working', () => {
    expect(pseudoText('Sign in')).toBe('Šîîĝñ îîñ');
    const compiled = Object.fromEntries(Object.entries(english).map(([key, message]) => [key, compileMessageOrThrow(message)]));
    const t = createTranslator('en-XA', compiled, pseudoCatalog(compiled));
    expect(t('hello', { name: 'Jo' })).toBe('⟦Ĥééļļöö, Jo.⟧');
    expect(t('members', { count: 2 })).toBe('⟦2 ɱééɱƀééŕš⟧');
    expect(t('plain')).not.toMatch(/[A-Za-z]/);
  });
});
