import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_FILE, apiReport } from '../scripts/api-report';

/*
 * The checked-in report of the public surface (api-report.md) is what the code says: a contract
 * changed without its report is a change nobody sees in review.
 */
describe('the public surface report', () => {
  const root = join(__dirname, '../..');
  const report = apiReport(root);

  it('api-report.md is what the code exports today (else: npm run api-report -w shared-contracts)', () => {
    expect(report).toBe(readFileSync(join(root, REPORT_FILE), 'utf8'));
  });

  it('names every entry point and every exposed module, with signatures', () => {
    expect(report).toContain('## shared-contracts/runtime');
    expect(report).toContain('### mf-directory `./DirectoryPage`');
    expect(report).toMatch(/\| `apiPath` \| function \| `<N extends EndpointName>\(name: N/);
  });
});
