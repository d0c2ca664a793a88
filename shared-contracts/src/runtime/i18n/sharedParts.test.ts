import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCATION_SHARING_PERIOD_LABELS, NOTIFICATION_MESSAGES, SETTINGS_MESSAGES, type Catalog, type Locale } from 'shared-contracts';
import { defineMessages } from './defineMessages';
import { SHARED_KEY } from './sharedParts';
import { sharedTextIn } from './sharedText';

// The build's side (tooling/i18n/compileCatalog.cjs): what a package's catalogue file becomes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { catalogForPage } = require('../../../../tooling/i18n/compileCatalog.cjs') as {
  catalogForPage(source: string, file: string): { catalog: Catalog };
};

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-catalogue-'));

/** A package's catalogue folder that names `topics`; `catalog(locale, own)` is a file of it as the build makes it. */
function packageNaming(name: string, topics: string[]) {
  const messages = path.join(folder, name, 'messages');
  fs.mkdirSync(messages, { recursive: true });
  fs.writeFileSync(path.join(messages, 'shared-topics.txt'), `# ${name}\n${topics.join('\n')}\n`);
  return (locale: string, own: Record<string, string>) => catalogForPage(JSON.stringify(own), path.join(messages, `${locale}.json`)).catalog;
}

/** One that names the sharing periods of the map. */
const built = packageNaming('map', ['LOCATION_SHARING_PERIOD_LABELS']);

const ONE_HOUR = LOCATION_SHARING_PERIOD_LABELS['1h'];
const THEME_SAVED = SETTINGS_MESSAGES.themeSaved;

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('a package carries the shared messages its code says', () => {
  it('its catalogue in another language holds the topics it names, and only those; English holds none', () => {
    const german = built('de', { 'map.title': 'Karte' });
    expect(german['map.title']).toBe('Karte');
    // Under the key the runtime reads (the build's own copy of it must be the same).
    const part = german[SHARED_KEY] as unknown as Catalog;
    expect(Object.values(part)).toContain('1 Stunde');
    expect(Object.values(part)).not.toContain('Design erfolgreich gespeichert!');
    expect(built('en', { 'map.title': 'Map' })).toEqual({ 'map.title': 'Map' });
  });

  it('on the page, they are said once the catalogue has come; a topic it did not name stays English', async () => {
    const map = defineMessages({ 'map.title': 'Map' }, (locale: Locale) => Promise.resolve({ default: built(locale, { 'map.title': 'Karte' }) }));
    const t = await map.textIn('de');
    expect(t('map.title')).toBe('Karte');
    const shared = await sharedTextIn('de');
    expect(shared(ONE_HOUR)).toBe('1 Stunde');
    expect(shared(THEME_SAVED)).toBe(THEME_SAVED);
  });

  it('the pseudo-language accents the shared messages a package named, and leaves the others English for the tests to find', async () => {
    const map = defineMessages({ 'map.title': 'Map' }, (locale: Locale) => Promise.resolve({ default: built(locale, { 'map.title': 'Mapa' }) }));
    await map.textIn('en-XA');
    const shared = await sharedTextIn('en-XA');
    expect(shared(ONE_HOUR)).toBe('⟦1 ĥööûûŕ⟧');
    expect(shared(THEME_SAVED)).toBe(THEME_SAVED);
  });

  it("two packages arriving together, one with a message that counts: each one's shared messages are said once it is there", async () => {
    const notifications = packageNaming('notifications', ['NOTIFICATION_MESSAGES']);
    const map = defineMessages({ 'map.title': 'Map' }, (locale: Locale) => Promise.resolve({ default: built(locale, { 'map.title': 'Mapa' }) }));
    const devices = defineMessages({ 'devices.title': 'Devices' }, (locale: Locale) => Promise.resolve({ default: notifications(locale, { 'devices.title': 'Dispositivos' }) }));
    const first = map.textIn('pt-BR');
    const second = devices.textIn('pt-BR');
    await first;
    expect((await sharedTextIn('pt-BR'))(ONE_HOUR)).toBe('1 hora');
    await second;
    const shared = await sharedTextIn('pt-BR');
    expect(shared(ONE_HOUR)).toBe('1 hora');
    expect(shared(NOTIFICATION_MESSAGES.noDevice)).not.toBe(NOTIFICATION_MESSAGES.noDevice);
  });

  it('a package built before catalogues carried them brings none: the page fetches every shared message', async () => {
    const older = defineMessages({ 'old.title': 'Old' }, () => Promise.resolve({ default: { 'old.title': 'Ancien' } as Catalog }));
    expect((await older.textIn('fr'))('old.title')).toBe('Ancien');
    const shared = await sharedTextIn('fr');
    // French typography: a narrow no-break space before the exclamation mark.
    expect(shared(THEME_SAVED)).toBe('Thème enregistré\u202f!');
    expect(shared(ONE_HOUR)).toBe('1 heure');
  });
});
