import fs from 'node:fs';

/** The file scripts/run-faults.mjs collects the report lines in (printed again in its summary). */
const REPORT_ENV = 'FAMILYNET_FAULTS_REPORT';

/** One line of the fault report: printed in the test output, and kept for the runner's summary. */
export function note(scenario: string, text: string): void {
  const line = `[fault ${scenario}] ${text}\n`;
  process.stdout.write(line);
  const file = process.env[REPORT_ENV];
  if (file) fs.appendFileSync(file, line);
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
