/** One line of the fault report (kept in the test output, and picked up by run-faults.mjs). */
export function note(scenario: string, text: string): void {
  process.stdout.write(`[fault ${scenario}] ${text}\n`);
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
