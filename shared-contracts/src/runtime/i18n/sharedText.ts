import type { PageLocale, Translator } from 'shared-contracts';
import { catalogCache } from './catalogs.js';
import { commonMessages } from './commonMessages.js';
import { inEnglish, sharedTranslatorNow, translatorCode } from './sharedParts.js';

// The page's translator for a language says whatever the catalogues have brought by the time it
// is asked: a package's catalogue (and with it its shared messages) is there before the shell
// draws the package, and before the page switches to a language.
const shared = catalogCache<string>(
  inEnglish,
  (locale) => Promise.all([commonMessages.textIn(locale), translatorCode()]).then(() => ({})),
  (locale: PageLocale) => Object.assign((text: string, values?: Parameters<Translator>[1]) => sharedTranslatorNow(locale)(text, values), { locale }),
);

/**
 * The messages shared by the server and every package (validation, the calls' failures, the
 * words of the contracts), in the page's language. Their keys are the English texts the code
 * names (MESSAGES.emailRequired); a text no catalogue holds, such as a message the server
 * already said in the member's language, is shown as it is.
 */
export const useSharedText = shared.useText;
export const sharedTextIn = shared.textIn;
