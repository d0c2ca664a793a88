import * as t from '../schema/t.js';
import { LOCALES, type Locale } from './locales.js';

export const LANGUAGE_MESSAGES = {
  unknown: `language must be one of ${LOCALES.join(', ')}`,
  saved: 'Language saved.',
  siteSaved: 'The site’s default language is saved.',
} as const;

/** One of the seven languages, as a call names it ('pt-BR', 'zh-Hans'). */
export const LocaleSchema = t.unsafe<Locale>({ type: 'string', enum: [...LOCALES], title: 'language', errorMessage: LANGUAGE_MESSAGES.unknown });

/** "Language" on the sign-in page and in the profile: the member's own choice, kept with their account. */
export const SetLanguagePayloadSchema = t.object({ language: LocaleSchema }, { additionalProperties: false });

/** The site's default language (Settings, admins): what e-mails to members who never chose are written in. */
export const SiteLanguageSchema = t.object({ language: LocaleSchema }, { additionalProperties: false });
