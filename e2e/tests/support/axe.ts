import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';

/*
 * axe-core in the page under test: its own source injected as a script tag (nothing fetched
 * from outside), run against WCAG 2.1 level A and AA. The site's Content-Security-Policy refuses
 * inline scripts, so where the tag did not run, the same source is evaluated through the
 * DevTools protocol, which the policy does not govern.
 */

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

interface AxeViolation {
  id: string;
  impact: Impact | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string; html: string }>;
}

interface AxeReport {
  /** Every violation, whatever its impact. */
  all: AxeViolation[];
  /** The ones that block a person: impact serious or critical. */
  blocking: AxeViolation[];
  /** What axe could not decide (its "incomplete"): a link over a picture, say, whose colours it cannot measure. */
  undecided: AxeViolation[];
}

/** Runs axe-core (WCAG 2.1 AA) on the page as it is now; `include` narrows it to one element. */
export async function checkA11y(page: Page, include?: string): Promise<AxeReport> {
  const loaded = () => page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!(await loaded())) {
    await page.addScriptTag({ content: AXE_SOURCE }).catch(() => undefined);
    if (!(await loaded())) await page.evaluate(AXE_SOURCE);
    if (!(await loaded())) throw new Error('axe-core could not be loaded into the page');
  }
  const all = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[]; incomplete: unknown[] }> } }).axe;
      const result = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] });
      return { violations: result.violations, incomplete: result.incomplete };
    },
    { tags: WCAG_21_AA, include },
  );
  const violations = all.violations as AxeViolation[];
  return { all: violations, blocking: violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'), undecided: all.incomplete as AxeViolation[] };
}

/** A violation as a person fixing it wants to read it: rule, impact, what it means, where. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const where = v.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = (node.failureSummary ?? '').split('\n').slice(1, 3).map((line) => line.trim()).filter(Boolean).join(' ');
          return `    - ${node.target.map(String).join(' >> ')}${summary ? `\n      ${summary}` : ''}\n      ${node.html.slice(0, 200)}`;
        })
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    ... and ${v.nodes.length - 8} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${where}${more}`;
    })
    .join('\n');
}

/** One line per screen: how many violations of any impact, and which rules of the minor/moderate ones. */
export function summaryLine(screen: string, width: number, report: AxeReport): string {
  const lesser = report.all.filter((v) => v.impact !== 'serious' && v.impact !== 'critical').map((v) => `${v.id} (${v.impact})`);
  return `a11y ${screen} @${width}px: ${report.all.length} violation(s), ${report.blocking.length} serious/critical${
    report.blocking.length ? ` [${report.blocking.map((v) => v.id).join(', ')}]` : ''
  }; minor/moderate: ${lesser.length ? lesser.join(', ') : 'none'}`;
}
