import { DEFAULT_LOCALE, PSEUDO_LOCALE, negotiateLocale, type PageLocale } from 'shared-contracts';
import { acceptedLanguages } from 'shared-contracts/i18n';

/*
 * The language of a request (issue 42): the page sends its chosen language as Accept-Language on
 * every call, and a call from elsewhere (a script, a browser's own request) sends the browser's
 * list, negotiated against the seven. Exactly 'en-XA' first is the tests' pseudo-language, which
 * no browser sends by itself. No header: English, at the cost of one property read.
 */

/** The headers seen lately and their language: a family's devices send a handful of them. */
const KNOWN_MAX = 64;
/** A longer header is negotiated each time instead of kept. */
const KEPT_LENGTH_MAX = 200;
const known = new Map<string, PageLocale>();

export function localeOfHeader(header: string | undefined): PageLocale {
  if (header === undefined) return DEFAULT_LOCALE;
  let locale = known.get(header);
  if (locale === undefined) {
    const wanted = acceptedLanguages(header);
    locale = wanted[0]?.toLowerCase() === PSEUDO_LOCALE.toLowerCase() ? PSEUDO_LOCALE : negotiateLocale(wanted);
    // A stranger sending a new header each time only makes the list start again.
    if (known.size >= KNOWN_MAX) known.clear();
    if (header.length <= KEPT_LENGTH_MAX) known.set(header, locale);
  }
  return locale;
}

export function requestLocale(request: { headers: { 'accept-language'?: string } }): PageLocale {
  return localeOfHeader(request.headers['accept-language']);
}
