import { pageForEveryAddress } from './pageForEveryAddress';

// index.html as the server sends it for /dashboard/map (withStartHints), shortened.
const MAP_PAGE =
  '<!doctype html><html><head><link rel="preload" href="/7470.0cb3f50fd7.js" as="script"><script defer src="/main.js"></script>' +
  '<link rel="preload" href="/remotes/mf-map/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
  '<link rel="preload" href="/remotes/mf-map/remoteEntry.js" as="script">' +
  '<link rel="preload" href="/remotes/mf-map/__federation_expose_MapPage.2d458d8f81.js" as="script">' +
  '<script type="application/json" id="fn-app-config">{"siteName":"FamilyNet","remotes":{}}</script></head><body></body></html>';

describe('the page the worker keeps for every address', () => {
  it("keeps nothing of the address it was fetched at, and everything that is the site's", () => {
    const kept = pageForEveryAddress(MAP_PAGE);
    expect(kept).not.toContain('/remotes/mf-map/');
    // The shell's own start scripts and the configuration stay.
    expect(kept).toContain('<link rel="preload" href="/7470.0cb3f50fd7.js" as="script">');
    expect(kept).toContain('<script defer src="/main.js"></script>');
    expect(kept).toContain('<script type="application/json" id="fn-app-config">{"siteName":"FamilyNet","remotes":{}}</script>');
  });

  it('leaves a page without them as it is', () => {
    const plain = '<!doctype html><html><head><title>FamilyNet</title></head><body></body></html>';
    expect(pageForEveryAddress(plain)).toBe(plain);
  });
});
