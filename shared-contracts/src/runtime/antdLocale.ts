import type { Locale as AntdLocale } from 'antd/es/locale';
// antd's own English, which ConfigProvider bundles anyway: given as a locale like any other, so
// that a change of language never changes the shape of antd's tree (a form would lose what was typed).
import englishWords from 'antd/es/locale/en_US';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, isPageLocale, type PageLocale } from 'shared-contracts';
import { waitForLanguageWith } from 'shared-contracts/runtime';

/*
 * antd's own words (pagination, empty tables, date pickers, Modal's OK and Cancel) and dayjs's
 * month and weekday names in the page's language. English is antd's and dayjs's default; each
 * other language is a chunk fetched when the language is chosen.
 */
const LOADERS: Record<Exclude<PageLocale, 'en' | 'en-XA'>, () => Promise<[{ default: AntdLocale }, unknown]>> = {
  es: () => Promise.all([import(/* webpackChunkName: "lang-antd-es" */ 'antd/es/locale/es_ES'), import(/* webpackChunkName: "lang-antd-es" */ 'dayjs/locale/es')]),
  de: () => Promise.all([import(/* webpackChunkName: "lang-antd-de" */ 'antd/es/locale/de_DE'), import(/* webpackChunkName: "lang-antd-de" */ 'dayjs/locale/de')]),
  fr: () => Promise.all([import(/* webpackChunkName: "lang-antd-fr" */ 'antd/es/locale/fr_FR'), import(/* webpackChunkName: "lang-antd-fr" */ 'dayjs/locale/fr')]),
  'pt-BR': () => Promise.all([import(/* webpackChunkName: "lang-antd-pt-BR" */ 'antd/es/locale/pt_BR'), import(/* webpackChunkName: "lang-antd-pt-BR" */ 'dayjs/locale/pt-br')]),
  ar: () => Promise.all([import(/* webpackChunkName: "lang-antd-ar" */ 'antd/es/locale/ar_EG'), import(/* webpackChunkName: "lang-antd-ar" */ 'dayjs/locale/ar')]),
  'zh-Hans': () => Promise.all([import(/* webpackChunkName: "lang-antd-zh-Hans" */ 'antd/es/locale/zh_CN'), import(/* webpackChunkName: "lang-antd-zh-Hans" */ 'dayjs/locale/zh-cn')]),
};
const DAYJS_NAMES: Record<PageLocale, string> = { en: 'en', 'en-XA': 'en', es: 'es', de: 'de', fr: 'fr', 'pt-BR': 'pt-br', ar: 'ar', 'zh-Hans': 'zh-cn' };

const loaded = new Map<PageLocale, AntdLocale>([
  [DEFAULT_LOCALE, englishWords],
  [PSEUDO_LOCALE, englishWords],
]);
const pending = new Map<PageLocale, Promise<AntdLocale>>();

/** antd's locale for a language, once fetched (else antd's English, until it comes). */
export function antdLocaleIfLoaded(locale: PageLocale): { ready: boolean; locale: AntdLocale } {
  const words = loaded.get(locale);
  return words ? { ready: true, locale: words } : { ready: false, locale: englishWords };
}

/** Fetches antd's and dayjs's words for a language (once); English on failure. */
export function loadAntdLocale(locale: PageLocale): Promise<AntdLocale> {
  const words = loaded.get(locale);
  if (words) return Promise.resolve(words);
  let waiting = pending.get(locale);
  if (!waiting) {
    const load = LOADERS[locale as keyof typeof LOADERS];
    waiting = load().then(
      ([antd]) => {
        loaded.set(locale, antd.default);
        return antd.default;
      },
      (failure) => {
        console.warn(`antd's ${locale} words could not be fetched: English instead`, failure);
        return englishWords;
      },
    );
    pending.set(locale, waiting);
  }
  return waiting;
}

/** dayjs's name of a language ('pt-br'), for dayjs.locale(). */
export const dayjsLocaleOf = (locale: PageLocale) => DAYJS_NAMES[locale];

// Asked for as soon as antd's theme arrives on a page in another language; and the page waits
// for them before it switches to another language, as for the messages.
if (typeof document !== 'undefined' && isPageLocale(document.documentElement.lang)) void loadAntdLocale(document.documentElement.lang);
waitForLanguageWith(loadAntdLocale);
