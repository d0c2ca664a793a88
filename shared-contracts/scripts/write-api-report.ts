import fs from 'node:fs';
import path from 'node:path';
import { REPORT_FILE, apiReport } from './api-report';

// `npm run api-report -w shared-contracts`: writes api-report.md at the repository's root anew.
const root = path.resolve(import.meta.dirname, '../..');
fs.writeFileSync(path.join(root, REPORT_FILE), apiReport(root));
console.log(`${REPORT_FILE} written`);
