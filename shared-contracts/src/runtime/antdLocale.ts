import type { Locale as AntdLocale } from 'antd/es/locale';
import { DEFAULT_LOCALE, isPageLocale, type PageLocale } from 'shared-contracts';

/*
 * antd's own words (pagination, empty tables, date pickers, Modal's OK and Cancel) and dayjs's
 * month and weekday names in the page's language. English is antd's and dayjs's default; each
 * other language is a chunk fetched when the language is chosen.
 */
const LOADERS: Record<Exclude<PageLocale, 'en' | 'en-XA'>, () => Promise<[{ default: AntdLocale }, unknown]>> = {
  es: () => Promise.all([import('antd/es/locale/es_ES'), import('dayjs/locale/es')]),
  de: () => Promise.all([import('antd/es/locale/de_DE'), import('dayjs/locale/de')]),
  fr: () => Promise.all([import('antd/es/locale/fr_FR'), import('dayjs/locale/fr')]),
  'pt-BR': () => Promise.all([import('antd/es/locale/pt_BR'), import('dayjs/locale/pt-br')]),
  ar: () => Promise.all([import('antd/es/locale/ar_EG'), import('dayjs/locale/ar')]),
  'zh-Hans': () => Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]),
};
const DAYJS_NAMES: Record<PageLocale, string> = { en: 'en', 'en-XA': 'en', es: 'es', de: 'de', fr: 'fr', 'pt-BR': 'pt-br', ar: 'ar', 'zh-Hans': 'zh-cn' };

const loaded = new Map<PageLocale, AntdLocale | undefined>([
  [DEFAULT_LOCALE, undefined],
  ['en-XA', undefined],
]);
const pending = new Map<PageLocale, Promise<AntdLocale | undefined>>();

/** antd's locale for a language, once fetched (undefined: antd's English). */
export function antdLocaleIfLoaded(locale: PageLocale): { ready: boolean; locale: AntdLocale | undefined } {
  return loaded.has(locale) ? { ready: true, locale: loaded.get(locale) } : { ready: false, locale: undefined };
}

/** Fetches antd's and dayjs's words for a language (once); English on failure. */
export function loadAntdLocale(locale: PageLocale): Promise<AntdLocale | undefined> {
  if (loaded.has(locale)) return Promise.resolve(loaded.get(locale));
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
        return undefined;
      },
    );
    pending.set(locale, waiting);
  }
  return waiting;
}

/** dayjs's name of a language ('pt-br'), for dayjs.locale(). */
export const dayjsLocaleOf = (locale: PageLocale) => DAYJS_NAMES[locale];

// Asked for as soon as antd's theme arrives on a page in another language.
if (typeof document !== 'undefined' && isPageLocale(document.documentElement.lang)) void loadAntdLocale(document.documentElement.lang);
