// `npm run i18n:extract`: writes the English list of the shared messages
// (shared-contracts/src/i18n/messages/en.json), the catalogue every language translates. The
// check (check.mts) fails while the list is not what the code says.
import { writeFileSync } from 'node:fs';
import { SHARED_ENGLISH, sharedEnglishText } from './catalogs.mts';
import { sharedMessages } from './shared-messages.mts';

const { texts, computed } = await sharedMessages();
writeFileSync(SHARED_ENGLISH, sharedEnglishText(texts));
console.log(`${texts.size} shared messages written to ${SHARED_ENGLISH}`);
if (computed.length) console.log(`Not one template (to write as ICU messages):\n  ${computed.join('\n  ')}`);
