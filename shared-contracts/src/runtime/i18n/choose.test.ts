import { createStore } from 'jotai';
import { configureApiClient } from '../http/client';
import { fakeNetwork } from '../../testing/fakeApi';
import { sessionOperationsOf } from '../session/operations';
import { currentUserAtom } from '../session/atoms';
import { chooseLocale, followAccountLanguage, startLocale } from './choose';
import { localeAtom } from './locale';

const jo = { id: 5, email: 'jo@example.com', displayName: 'Jo March' };

function page(search = '') {
  window.history.replaceState(null, '', `/auth${search}`);
  const store = createStore();
  const api = configureApiClient({ baseURL: '' });
  const network = fakeNetwork(api, [
    { method: 'PUT', url: '/api/auth/language', respond: ({ data }) => ({ status: 200, body: { success: true, data: { user: { ...jo, ...(data as object) } } } }) },
  ]);
  startLocale(store);
  followAccountLanguage(store);
  const calls = () => network.requests.filter((r) => r.url === '/api/auth/language');
  return { store, session: sessionOperationsOf(store), saved: () => calls().map((r) => r.data), calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});

describe("the page's language and the account's", () => {
  it('a first visit follows the browser, and the device remembers a choice', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en']);
    const first = page();
    expect(first.store.get(localeAtom)).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    await chooseLocale(first.store, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(page().store.get(localeAtom)).toBe('ar');
  });

  it('a language picked on the sign-in page goes to the account at sign-in', async () => {
    const { store, session, saved } = page();
    await chooseLocale(store, 'de');
    expect(saved()).toEqual([]);
    session.signedIn({ ...jo, language: 'fr' });
    await settle();
    expect(saved()).toEqual([{ language: 'de' }]);
    expect(store.get(localeAtom)).toBe('de');
    expect(store.get(currentUserAtom)?.language).toBe('de');
  });

  it("a signed-in account's language follows it to a new device", async () => {
    const { store, session, saved } = page();
    session.signedIn({ ...jo, language: 'zh-Hans' });
    await settle();
    expect(store.get(localeAtom)).toBe('zh-Hans');
    expect(saved()).toEqual([]);
  });

  it('an account that never chose keeps the language it reads', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX']);
    const { session, saved } = page();
    session.signedIn(jo);
    await settle();
    expect(saved()).toEqual([{ language: 'es' }]);
  });

  it('a choice while signed in is saved with the account at once', async () => {
    const { store, session, saved, calls } = page();
    session.signedIn({ ...jo, language: 'en' });
    await chooseLocale(store, 'fr');
    expect(saved()).toEqual([{ language: 'fr' }]);
    // Every call says the page's language: the server answers in it, not in the browser's.
    expect(calls()[0].headers['Accept-Language']).toBe('fr');
  });

  it('the pseudo-language in the address is this page’s only', async () => {
    const { store, session, saved } = page('?lang=en-XA');
    session.signedIn({ ...jo, language: 'de' });
    await settle();
    expect(store.get(localeAtom)).toBe('en-XA');
    expect(saved()).toEqual([]);
  });
});
