// `npm run i18n:extract`: writes the English list of the shared messages
// (shared-contracts/src/i18n/messages/en.json), the catalogue every language translates, and its
// topics (shared-contracts/src/i18n/sharedTopics.json). The
// check (check.mts) fails while the list is not what the code says.
import { writeFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { ANSWERS_ENGLISH, ANSWERS_FOLDER, SHARED_ENGLISH, SHARED_TOPICS, byOwner, sharedEnglishText, sharedTopicsText } from './catalogs.mts';
import { sharedMessages } from './shared-messages.mts';

const { texts, topics, computed } = await sharedMessages();
const { shared, answers } = byOwner(texts);
writeFileSync(SHARED_ENGLISH, sharedEnglishText(shared));
writeFileSync(SHARED_TOPICS, sharedTopicsText(shared, topics));
mkdirSync(ANSWERS_FOLDER, { recursive: true });
writeFileSync(ANSWERS_ENGLISH, sharedEnglishText(answers));
console.log(`${shared.length} shared messages written to ${SHARED_ENGLISH}, ${answers.length} of the server's answers to ${ANSWERS_ENGLISH}`);
if (computed.length) console.log(`Not one template (to write as ICU messages):\n  ${computed.join('\n  ')}`);
