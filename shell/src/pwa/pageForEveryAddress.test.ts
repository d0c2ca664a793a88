import { ADDRESS_LINK_ATTRIBUTE } from 'shared-contracts';
import { pageForEveryAddress } from './pageForEveryAddress';

const forAddress = (href: string, as: string, extra = '') => `<link rel="preload" ${ADDRESS_LINK_ATTRIBUTE} href="${href}" as="${as}"${extra}>`;

// index.html as the server sends it for /dashboard/map (withStartHints), shortened.
const MAP_PAGE =
  '<!doctype html><html><head><link rel="preload" as="script" href="/7470.0cb3f50fd7.js"><script defer src="/main.js"></script>' +
  forAddress('/remotes/mf-map/mf-manifest.json', 'fetch', ' crossorigin="anonymous"') +
  forAddress('/345.dcd8e7ee13.js', 'script') +
  forAddress('/remotes/mf-map/remoteEntry.js', 'script') +
  forAddress('/remotes/mf-map/__federation_expose_MapPage.2d458d8f81.js', 'script') +
  forAddress('/681.b584584964.js', 'script') +
  // However a later server orders the attributes.
  `<link as="script" ${ADDRESS_LINK_ATTRIBUTE} href="/8187.d57a14903f.js" rel="preload">` +
  `<link rel="preload" href="/2838.b5c04f9f95.js" as="script" ${ADDRESS_LINK_ATTRIBUTE}>` +
  '<script type="application/json" id="fn-app-config">{"siteName":"FamilyNet","remotes":{}}</script></head><body></body></html>';

describe('the page the worker keeps for every address', () => {
  it("keeps nothing of the address it was fetched at, and everything that is the site's", () => {
    const kept = pageForEveryAddress(MAP_PAGE);
    expect(kept).not.toContain('/remotes/mf-map/');
    expect(kept).not.toContain(ADDRESS_LINK_ATTRIBUTE);
    expect(kept).not.toContain('/345.dcd8e7ee13.js');
    expect(kept).not.toContain('/681.b584584964.js');
    expect(kept).not.toContain('/8187.d57a14903f.js');
    expect(kept).not.toContain('/2838.b5c04f9f95.js');
    // The shell's own start scripts (every page's, written by the build) and the configuration stay.
    expect(kept).toContain('<link rel="preload" as="script" href="/7470.0cb3f50fd7.js">');
    expect(kept).toContain('<script defer src="/main.js"></script>');
    expect(kept).toContain('<script type="application/json" id="fn-app-config">{"siteName":"FamilyNet","remotes":{}}</script>');
  });

  it('leaves a page without them as it is', () => {
    const plain = '<!doctype html><html><head><title>FamilyNet</title></head><body></body></html>';
    expect(pageForEveryAddress(plain)).toBe(plain);
  });
});
