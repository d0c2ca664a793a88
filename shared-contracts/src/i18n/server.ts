/*
 * 'shared-contracts/i18n': what the server needs to speak the family's languages beyond what
 * every page loads (the main entry): the Accept-Language header, the shared messages' translator
 * (English texts as keys), the pseudo-language. Pages fetch these parts with a language.
 */
import * as lingui from '@lingui/core';
import { useIcuFormatter } from './translate.js';

// The server says messages that count or choose at once: no chunk to wait for.
useIcuFormatter(lingui);

export { acceptedLanguages } from './acceptLanguage.js';
export { createSourceTranslator, saidAsList } from './sourceTranslator.js';
export { pseudoCatalog, pseudoText } from './pseudo.js';
export { createTranslator, type MessageValues } from './translate.js';
