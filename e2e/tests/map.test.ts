import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiPath } from 'shared-contracts';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { newMember } from './support/family.js';
import { saveOwnProfile, signUpViaApi, type SignedUp } from './support/api.js';
import { GOOGLE_SCRIPT, OSM_TILES, mapVisitor, openMap, type MapVisitor } from './support/maps.js';

/** Orchard House, Concord (where Jo's device says she is). */
const ORCHARD_HOUSE = { latitude: 42.4604, longitude: -71.3489 };
/** Boston Common (where Meg shares from). */
const BOSTON = { latitude: 42.355, longitude: -71.0656 };
const GOOGLE_KEY = 'AIzaSyTestKeyForTheStandIn-0123456789';

const shareSwitch = (page: Page) => page.getByRole('switch', { name: 'Share my location' });
const marker = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

/** Shares a position over the API (set-up), as the map's switch would. */
async function shareViaApi(siteUrl: string, who: SignedUp, position: { latitude: number; longitude: number }) {
  const response = await fetch(`${siteUrl}/api/auth/location/update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet', cookie: who.cookie },
    body: JSON.stringify({ ...position, sharingFor: 'untilOff' }),
  });
  assert.equal(response.status, 200, await response.text());
}

/** The family list as a member's browser receives it (raw JSON text). */
async function rawMembers(page: Page): Promise<string> {
  return page.evaluate(async () => (await fetch('/api/auth/family/members', { credentials: 'same-origin' })).text());
}

function assertClean(visitor: MapVisitor) {
  assert.deepEqual(visitor.errors, [], 'no page error, no CSP refusal');
  assert.deepEqual(visitor.refused, [], 'no other outside host was asked for anything');
}

describe('the Family Map on OpenStreetMap (no key)', () => {
  const suite = composedSite();
  let admin: SignedUp;
  let jo: SignedUp;
  let beth: SignedUp;
  let meg: SignedUp;

  before(async () => {
    admin = await signUpViaApi(suite.site.url, newMember('Margaret', 'March'));
    await signUpViaApi(suite.site.url, newMember('Robert', 'March'));
    jo = await signUpViaApi(suite.site.url, newMember('Jo', 'March'));
    beth = await signUpViaApi(suite.site.url, newMember('Beth', 'March'));
    meg = await signUpViaApi(suite.site.url, newMember('Meg', 'Brooke'));
    await saveOwnProfile(suite.site.url, jo, { occupation: 'Writer', phone_number: '5551234567' });
    await saveOwnProfile(suite.site.url, meg, { occupation: 'Governess' });
    await shareViaApi(suite.site.url, meg, BOSTON);
  });

  it("granted geolocation puts Jo on the map, and Beth's open map shows her without a reload", async () => {
    const asBeth = await mapVisitor(suite.browser, suite.site.url, { viewport: DESKTOP });
    const bethPage = await openMap(asBeth, suite.site.url, beth);
    await marker(bethPage, 'Meg Brooke').waitFor();
    assert.equal(await marker(bethPage, 'Jo March').count(), 0, 'Jo does not share yet');

    const asJo = await mapVisitor(suite.browser, suite.site.url, { viewport: DESKTOP, position: ORCHARD_HOUSE });
    const joPage = await openMap(asJo, suite.site.url, jo);
    assert.equal(await shareSwitch(joPage).getAttribute('aria-checked'), 'false');
    await joPage.getByText('Enable location sharing to see your position and let family find you easily.').waitFor();
    await shareSwitch(joPage).click();
    await joPage.waitForFunction(() => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true');
    await marker(joPage, 'Jo March \\(you\\)').waitFor();
    await joPage.getByText('Sharing until you turn it off').waitFor();
    assert.equal(await joPage.getByText('Enable location sharing to see your position').count(), 0);

    // Beth's map asks again every 30 seconds: Jo appears without a reload.
    await marker(bethPage, 'Jo March').waitFor({ timeout: 40_000 });
    assert.match((await bethPage.getByRole('heading', { level: 1 }).textContent()) ?? '', /Family Locations \(2 with GPS, 2 sharing enabled\)/);
    await marker(bethPage, 'Jo March').click();
    const info = bethPage.getByRole('group', { name: 'Jo March' });
    await info.waitFor();
    for (const text of ['Writer', '(555) 123-4567', /^updated /]) assert.ok(await info.getByText(text).isVisible(), `${text} in the info window`);
    const raw = await rawMembers(bethPage);
    assert.ok(raw.includes(String(ORCHARD_HOUSE.latitude)), "Jo's position reached Beth");

    assert.ok(asBeth.answered.some((url) => url.startsWith(OSM_TILES)), 'tiles were asked for, and answered here');
    assertClean(asBeth);
    assertClean(asJo);
    await asBeth.close();

    // Off again: the position is deleted on the server, and nobody receives it (not even the admin).
    // The switch and Jo's marker go at once, before the server's answer: the test waits for that
    // answer before Jo's browser closes (closing it first could cancel the call).
    const cleared = joPage.waitForResponse((response) => new URL(response.url()).pathname === apiPath('locationClear') && response.request().method() === 'DELETE');
    await shareSwitch(joPage).click();
    await joPage.waitForFunction(() => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'false');
    await marker(joPage, 'Jo March').waitFor({ state: 'detached' });
    assert.equal((await cleared).status(), 200);
    await asJo.close();
    const asAdmin = await mapVisitor(suite.browser, suite.site.url, { viewport: DESKTOP });
    const adminPage = await openMap(asAdmin, suite.site.url, admin);
    await marker(adminPage, 'Meg Brooke').waitFor();
    assert.equal(await marker(adminPage, 'Jo March').count(), 0);
    assert.ok(!(await rawMembers(adminPage)).includes(String(ORCHARD_HOUSE.latitude)), 'the position no longer exists');
    await asAdmin.close();
  });

  it('denied geolocation turns the switch back off and says why', async () => {
    const visitor = await mapVisitor(suite.browser, suite.site.url, { viewport: PHONE });
    const page = await openMap(visitor, suite.site.url, beth);
    await shareSwitch(page).click();
    await page.getByText('Location permission was denied.', { exact: false }).waitFor();
    assert.equal(await shareSwitch(page).getAttribute('aria-checked'), 'false');
    const own = (JSON.parse(await rawMembers(page)) as { data: { members: Array<{ email: string; isLocationVisible: boolean; location?: unknown }> } }).data.members.find(
      (member) => member.email === beth.email,
    );
    assert.deepEqual([own?.isLocationVisible, own?.location], [false, undefined], 'nothing was shared');
    assert.deepEqual(visitor.errors, []);
    await visitor.close();
  });

  it('at 390 px and 1280 px: the map fills the width, the switch is in reach (screenshots kept)', async () => {
    await shareViaApi(suite.site.url, jo, ORCHARD_HOUSE);
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const visitor = await mapVisitor(suite.browser, suite.site.url, { viewport, position: BOSTON });
      const page = await openMap(visitor, suite.site.url, beth);
      await marker(page, 'Jo March').waitFor();
      await marker(page, 'Meg Brooke').waitFor();
      await page.waitForTimeout(600); // tiles fade in
      await screenshot(page, `map-${label}`);

      const canvas = await page.locator('.fn-map-canvas').boundingBox();
      const toggle = await shareSwitch(page).boundingBox();
      assert.ok(canvas && toggle);
      if (label === '390') {
        assert.equal(Math.round(canvas.width), viewport.width, 'the map takes the whole width of a phone');
        assert.ok(toggle.y + toggle.height <= viewport.height - 56, 'the switch is on screen, above the bottom navigation');
        assert.ok(toggle.y > viewport.height / 2, 'in the lower half, where a thumb reaches');
      } else {
        assert.ok(canvas.width >= 1000, `a wide map (${canvas.width} px)`);
      }
      await marker(page, 'Jo March').click();
      await page.getByRole('group', { name: 'Jo March' }).waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `map-info-${label}`);
      assertClean(visitor);
      await visitor.close();
    }
  });

  it('a tile server that does not answer: the markers stay, on a plain background, with a short notice (screenshots kept)', async () => {
    await shareViaApi(suite.site.url, jo, ORCHARD_HOUSE);
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const visitor = await mapVisitor(suite.browser, suite.site.url, { viewport, tilesDown: true });
      await openMap(visitor, suite.site.url, beth);
      await visitor.page.getByText('The streets could not be loaded. Family members are shown on a plain background.').waitFor();
      await marker(visitor.page, 'Jo March').waitFor();
      assert.equal(await visitor.page.getByText('Error loading OpenStreetMap').count(), 0, "the spec's error is for a map that cannot load at all");
      assert.ok(await shareSwitch(visitor.page).isEnabled(), 'the rest of the page still works');
      await screenshot(visitor.page, `map-tiles-down-${label}`);
      await visitor.close();
    }
  });
});

describe('the Family Map on Google Maps (GOOGLE_MAPS_API_KEY set)', () => {
  const suite = composedSite({ GOOGLE_MAPS_API_KEY: GOOGLE_KEY });
  let jo: SignedUp;
  let beth: SignedUp;

  before(async () => {
    await signUpViaApi(suite.site.url, newMember('Margaret', 'March'));
    await signUpViaApi(suite.site.url, newMember('Robert', 'March'));
    jo = await signUpViaApi(suite.site.url, newMember('Jo', 'March'));
    beth = await signUpViaApi(suite.site.url, newMember('Beth', 'March'));
    await saveOwnProfile(suite.site.url, jo, { occupation: 'Writer' });
  });

  it('loads Google Maps with the key and points of interest hidden; sharing works the same (screenshot kept)', async () => {
    await shareViaApi(suite.site.url, jo, ORCHARD_HOUSE);
    const visitor = await mapVisitor(suite.browser, suite.site.url, { viewport: DESKTOP, position: BOSTON });
    const page = await openMap(visitor, suite.site.url, beth);
    await page.getByText('Google Maps (stand-in)').waitFor();
    await marker(page, 'Jo March').waitFor();
    const script = visitor.answered.find((url) => url.startsWith(GOOGLE_SCRIPT));
    assert.ok(script, "Google's script was asked for");
    assert.equal(new URL(script).searchParams.get('key'), GOOGLE_KEY);
    const styles = await page.evaluate(() => (window as unknown as { __googleMapsStandIn: { maps: Array<{ options: { styles: unknown } }> } }).__googleMapsStandIn.maps[0].options.styles);
    assert.deepEqual(styles, [{ featureType: 'poi', stylers: [{ visibility: 'off' }] }]);
    assert.ok(!visitor.answered.some((url) => url.startsWith(OSM_TILES)), 'no OpenStreetMap tiles with a key');

    await shareSwitch(page).click();
    await marker(page, 'Beth March \\(you\\)').waitFor();
    await marker(page, 'Jo March').click();
    await page.getByRole('group', { name: 'Jo March' }).getByText('Writer').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'map-google-1280');
    assertClean(visitor);
    await visitor.close();
  });
});
