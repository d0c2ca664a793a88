import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, newVisitor, screenshot } from './support/browser.js';
import { signInThroughPage } from './support/family.js';
import { marchFamily, saveOwnProfile, type SignedUp } from './support/api.js';
import { section, shootSection, showSection } from './support/settings.js';
import { checkA11y, formatViolations } from './support/axe.js';

const suite = composedSite({}, { database: 'postgres-when-given' });
let admin: SignedUp;
let jo: SignedUp;

/**
 * The Marches as a genealogy program exported them: Margaret (a member: her name and birth day)
 * and Jo (a member), Margaret's parents (who died long ago, one of them known only "about"),
 * written in ANSEL with CR line ends, as old programs did.
 */
function marchesFile(): Buffer {
  const ansel = (text: string) => Buffer.from(text, 'latin1');
  return Buffer.concat([
    ansel(
      [
        '0 HEAD',
        '1 SOUR PAF',
        '1 GEDC',
        '2 VERS 5.5',
        '1 CHAR ANSEL',
        '0 @I1@ INDI',
        '1 NAME Josiah /March/',
        '1 SEX M',
        '1 BIRT',
        '2 DATE ABT 1800',
        '1 DEAT',
        '2 DATE 1870',
        '0 @I2@ INDI',
        '1 NAME H',
      ].join('\r'),
    ),
    Buffer.from([0xe2, 0x65, 0x6c, 0xe1, 0x65, 0x6e, 0x65]),
    ansel(
      [
        ' /Dubois/',
        '1 SEX F',
        '1 BIRT',
        '2 DATE 1805',
        '1 DEAT',
        '2 DATE BEF 1880',
        '1 NOTE Came from Rouen',
        '2 CONC  in 1825.',
        '0 @I3@ INDI',
        '1 NAME Margaret /March/',
        '1 SEX F',
        '1 BIRT',
        '2 DATE 1 MAY 1960',
        '0 @I4@ INDI',
        '1 NAME Jo /March/',
        '1 BIRT',
        '2 DATE 2 FEB 1990',
        '0 @F1@ FAM',
        '1 HUSB @I1@',
        '1 WIFE @I2@',
        '1 CHIL @I3@',
        '1 MARR',
        '2 DATE 1825',
        '0 @F2@ FAM',
        '1 WIFE @I3@',
        '1 CHIL @I4@',
        '0 TRLR',
        '',
      ].join('\r'),
    ),
  ]);
}

const TITLE = 'Family Tree Import';

describe('the family tree from a GEDCOM file, on the real site (issue 41)', () => {
  before(async () => {
    ({ admin, jo } = await marchFamily(suite.site.url));
    await saveOwnProfile(suite.site.url, admin, { birthday: '1960-05-01', isBirthdayVisible: true });
    await saveOwnProfile(suite.site.url, jo, { birthday: '1990-02-02', isBirthdayVisible: true });
  });

  it('the admin previews the file, imports it, sees Jo\'s family in her profile, and Jo finds her grandparents in the tree (screenshots kept)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fn-gedcom-'));
    const file = path.join(dir, 'marches.ged');
    fs.writeFileSync(file, marchesFile());
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { context, page, errors } = await newVisitor(suite.browser, viewport);
      await signInThroughPage(page, suite.site.url, admin.email, admin.password);
      await page.waitForURL(`${suite.site.url}/dashboard`);
      await page.goto(`${suite.site.url}/dashboard/settings`);
      await showSection(page, TITLE);
      const importer = section(page, TITLE);
      await importer.getByLabel('GEDCOM file').setInputFiles(file);
      await importer.getByText('marches.ged').waitFor();
      await importer.getByRole('button', { name: 'Preview' }).click();
      const preview = importer.getByRole('region', { name: 'Preview' });
      await preview.waitFor();
      await preview.getByText('Read as ANSEL, GEDCOM 5.5, written by PAF.').waitFor();
      const rows = await preview.getByRole('list', { name: 'People in the file' }).getByRole('listitem').allTextContents();
      // The second time, the grandparents are found where the first import put them.
      const first = label === '390';
      assert.deepEqual(rows, [
        `Josiah MarchABT 1800 – 1870${first ? 'New' : 'Already here: Josiah March'}`,
        `Hélène Dubois1805 – BEF 1880${first ? 'New' : 'Already here: Hélène Dubois'}`,
        'Margaret Marchborn 1960-05-01Member: Margaret March',
        'Jo Marchborn 1990-02-02Member: Jo March',
      ]);
      await shootSection(page, TITLE, `settings-gedcom-preview-${label}`);
      const report = await checkA11y(page);
      assert.deepEqual(report.blocking, [], formatViolations(report.blocking));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no sideways scrolling at ${label} px (${overflow} px too wide)`);

      // The first run imports; the second finds everybody there already and adds nobody.
      await importer.getByRole('button', { name: first ? 'Import 2 people' : 'Import 0 people' }).click();
      const done = importer.getByRole('region', { name: 'Import report' });
      await done.waitFor();
      if (first) {
        await page.getByText('Import completed! 2 people added, 2 found among the members, 0 already in the tree.').waitFor();
        await shootSection(page, TITLE, 'settings-gedcom-report-390');
      } else {
        await page.getByText('Import completed! 0 people added, 2 found among the members, 2 already in the tree.').waitFor();
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });

    // The admin tidies Jo's family from Jo's profile: her parents as the import made them.
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { context, page, errors } = await newVisitor(suite.browser, viewport);
      await signInThroughPage(page, suite.site.url, admin.email, admin.password);
      await page.waitForURL(`${suite.site.url}/dashboard`);
      await page.getByRole('article', { name: 'Jo March' }).click();
      const dialog = page.getByRole('dialog', { name: 'Profile Details' });
      const theirs = dialog.getByRole('region', { name: "Jo March's family" });
      await theirs.getByRole('button', { name: /Manage their family/ }).click();
      await theirs.getByRole('region', { name: "Jo March's parents" }).getByText('Margaret March').waitFor();
      assert.equal(await theirs.getByRole('region', { name: 'Relatives you added' }).count(), 0);
      await theirs.getByRole('heading', { name: "Add to Jo March's family" }).scrollIntoViewIfNeeded();
      await theirs.getByRole('region', { name: "Jo March's parents" }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await screenshot(page, `their-family-${label}`);
      const report = await checkA11y(page);
      assert.deepEqual(report.blocking, [], formatViolations(report.blocking));
      assert.deepEqual(errors, []);
      await context.close();
    }

    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { context, page, errors } = await newVisitor(suite.browser, viewport);
      await signInThroughPage(page, suite.site.url, jo.email, jo.password);
      await page.waitForURL(`${suite.site.url}/dashboard`);
      await page.getByRole('button', { name: 'Tree' }).click();
      const drawing = page.getByRole('group', { name: /^Family tree drawing/ });
      await drawing.getByRole('button', { name: /^Margaret March Your mother.*: open profile$/ }).waitFor();
      await drawing.getByRole('button', { name: 'Josiah March Your grandfather c. 1800-1870: centre the tree here' }).waitFor();
      await drawing.getByRole('button', { name: 'Hélène Dubois Your grandmother 1805-bef. 1880: centre the tree here' }).waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `tree-imported-${label}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
