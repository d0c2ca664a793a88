import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composedSite } from './support/suite.js';
import { DESKTOP, WITH_WORKER, newVisitor, screenshot } from './support/browser.js';
import { newMember, signUpThroughPage } from './support/family.js';

/*
 * A team ships its remote alone: a second version of the calendar, built into a folder of its
 * own, is picked up when one line of DATA_DIR/remotes.json points at it, with the shell's files
 * unchanged and no restart; pointing the line back brings the old one back. A version built for
 * a newer shared library than the site provides is refused with a message that names both.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const suite = composedSite();
const SUBTITLE = 'Keep track of family birthdays and celebrate together';
const V2_SUBTITLE = `${SUBTITLE} (version 2)`;

/** A colleague's copy of the calendar package with one visible change (and maybe a patched build). */
function copyOfCalendar(name: string, patchConfig = ''): string {
  const copy = path.join(root, 'e2e/.tmp', name);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  fs.cpSync(path.join(root, 'mf-calendar/src'), path.join(copy, 'src'), { recursive: true });
  fs.copyFileSync(path.join(root, 'mf-calendar/package.json'), path.join(copy, 'package.json'));
  fs.writeFileSync(
    path.join(copy, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(root, 'tsconfig.base.json'), compilerOptions: { noEmit: true }, include: ['src', path.join(root, 'tooling/globals.d.ts')] }),
  );
  // Its words come with it (issue 42): the new version's English says so.
  const words = path.join(copy, 'src/messages/en.json');
  const english = fs.readFileSync(words, 'utf8');
  assert.ok(english.includes(`"${SUBTITLE}"`), 'the calendar says its subtitle from its catalogue');
  fs.writeFileSync(words, english.replace(`"${SUBTITLE}"`, `"${V2_SUBTITLE}"`));
  fs.writeFileSync(
    path.join(copy, 'webpack.config.js'),
    `const { federatedConfig } = require(${JSON.stringify(path.join(root, 'tooling/webpack/federatedConfig.cjs'))});
const base = federatedConfig({ packageDir: __dirname });
module.exports = (env, argv) => {
  const config = base(env, argv);
  ${patchConfig}
  return config;
};
`,
  );
  return copy;
}

function deploy(copy: string, dataDir: string): string {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), 'mf-calendar', '--package', copy], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr || run.stdout);
  console.log(run.stdout.split('\n').filter((line) => /Deployed|mf_calendar/.test(line)).join('\n'));
  const line = /"mf_calendar": "([^"]+)"/.exec(run.stdout);
  assert.ok(line, 'the deploy prints the line for remotes.json');
  return line[1];
}

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else hash.update(child).update(fs.readFileSync(path.join(dir, child)));
    }
  };
  walk('');
  return hash.digest('hex');
}

describe('a remote shipped on its own', () => {
  it('a new version is picked up from one line of runtime configuration, and rolled back the same way, the shell untouched', async () => {
    const shellBefore = hashTree(path.join(root, 'shell/dist'));
    const location = deploy(copyOfCalendar('mf-calendar-v2'), suite.site.dataDir);
    const remotesFile = path.join(suite.site.dataDir, 'remotes.json');

    const { context, page, errors } = await newVisitor(suite.browser, DESKTOP, { serviceWorkers: WITH_WORKER });
    await signUpThroughPage(page, suite.site.url, newMember('Amy', 'March'));
    await page.goto(`${suite.site.url}/dashboard/calendar`);
    await page.getByText(SUBTITLE, { exact: true }).waitFor();

    fs.writeFileSync(remotesFile, JSON.stringify({ mf_calendar: location }));
    await page.reload();
    await page.getByText(V2_SUBTITLE, { exact: true }).waitFor();
    await screenshot(page, 'remote-redeployed-1280');

    fs.writeFileSync(remotesFile, JSON.stringify({}));
    await page.reload();
    await page.getByText(SUBTITLE, { exact: true }).waitFor();
    assert.equal(await page.getByText(V2_SUBTITLE).count(), 0, 'the old version is back');

    assert.equal(hashTree(path.join(root, 'shell/dist')), shellBefore, "the shell's files are unchanged, byte for byte");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a version built for a newer shared library is refused with a message naming the remote and the library', async () => {
    const location = deploy(
      copyOfCalendar('mf-calendar-needs-new-react', `const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  federation._options.shared.react = { ...federation._options.shared.react, requiredVersion: '^99.0.0' };`),
      suite.site.dataDir,
    );
    fs.writeFileSync(path.join(suite.site.dataDir, 'remotes.json'), JSON.stringify({ mf_calendar: location }));
    const { context, page } = await newVisitor(suite.browser, DESKTOP, { serviceWorkers: WITH_WORKER });
    try {
      await signUpThroughPage(page, suite.site.url, newMember('Meg', 'March'));
      await page.goto(`${suite.site.url}/dashboard/calendar`);
      await page.getByText('Birthday Calendar could not be loaded').waitFor();
      await page.getByText(/This version of Birthday Calendar needs react \^99\.0\.0, which this site does not provide/).waitFor();
      assert.ok(await page.getByRole('banner').isVisible(), 'the rest of the site still works');
      await screenshot(page, 'remote-too-new-1280');
    } finally {
      fs.writeFileSync(path.join(suite.site.dataDir, 'remotes.json'), JSON.stringify({}));
      await context.close();
    }
  });
});
