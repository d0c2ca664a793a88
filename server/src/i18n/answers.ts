import type { Translator } from 'shared-contracts';
import { localeOfHeader } from './request-locale.js';
import { sharedText } from './shared-text.js';

/*
 * The server answers in the caller's language (issue 42): the envelope's `message` and each message
 * of `errors` here; the few texts of an answer's data that are shown as they are (the import's
 * report) by their route, with `callerText`. The code and its tests keep the English; only what
 * leaves is translated. An English call (no Accept-Language, or English) gets the very same
 * objects back: no copy, no lookup.
 */

interface Caller {
  headers: { 'accept-language'?: string };
}

/** The shared messages in the caller's language; null for English (nothing to do). */
export function callerText(request: Caller): Translator | null {
  const header = request.headers['accept-language'];
  return header === undefined ? null : sharedText(localeOfHeader(header));
}

/** `{ message, errors }` as the caller reads them; the same object for English. */
export function inCallersLanguage<T extends { message?: string; errors?: Record<string, string> }>(request: Caller, body: T): T {
  if (body.message === undefined && body.errors === undefined) return body;
  const say = callerText(request);
  if (!say) return body;
  const said = { ...body };
  if (body.message !== undefined) said.message = say(body.message);
  if (body.errors !== undefined) said.errors = Object.fromEntries(Object.entries(body.errors).map(([field, message]) => [field, say(message)]));
  return said;
}
