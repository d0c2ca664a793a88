import fs from 'node:fs';
import path from 'node:path';
import { PINNED_REMOTES_CHUNK, PINNED_SCRIPT_GLOBAL, UNLISTED_FILE_INTEGRITY } from 'shared-contracts/remote-pins';
import { pinRemotes, pinnedRemotesPlugin } from './pinnedRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

const HASH = `sha384-${'y'.repeat(64)}`;
const FOLDER = 'https://remotes.example.org/mf-map/1.6.0/';
const config = {
  siteName: 'FamilyNet',
  remotes: { mf_map: `${FOLDER}mf-manifest.json`, mf_auth: '/remotes/mf-auth/mf-manifest.json' },
  remoteIntegrity: { mf_map: { 'mf-manifest.json': HASH, 'remoteEntry.js': HASH } },
};

describe('pinned remotes in the page', () => {
  const plugin = pinnedRemotesPlugin();
  beforeAll(() => pinRemotes(config));

  it("the entry script of a pinned remote carries its SHA-384 and CORS, with the spec's time-out", () => {
    const made = plugin.createScript!({ url: `${FOLDER}remoteEntry.js` }) as { script: HTMLScriptElement; timeout: number };
    expect(made.script.integrity).toBe(HASH);
    expect(made.script.crossOrigin).toBe('anonymous');
    expect(made.script.src).toBe(`${FOLDER}remoteEntry.js`);
    expect(made.timeout).toBe(120000);
  });

  it("the remote's own chunk loader asks the page for a chunk's pin; an unlisted one gets an integrity no file has", () => {
    const integrityOf = (window as unknown as Record<string, (url: string) => string | undefined>)[PINNED_SCRIPT_GLOBAL];
    expect(integrityOf(`${FOLDER}remoteEntry.js`)).toBe(HASH);
    expect(integrityOf(`${FOLDER}evil.js`)).toBe(UNLISTED_FILE_INTEGRITY);
    expect(integrityOf('http://localhost/remotes/mf-auth/remoteEntry.js')).toBeUndefined();
  });

  it('a script of the site or an unpinned remote is left to the runtime', () => {
    expect(plugin.createScript!({ url: 'http://localhost/remotes/mf-auth/remoteEntry.js' })).toBeUndefined();
  });

  it("the manifest is fetched with its SHA-384 as the fetch's integrity, without the site's cookies", async () => {
    const fetched = jest.fn().mockResolvedValue(new Response('{}'));
    globalThis.fetch = fetched;
    await plugin.fetch!(`${FOLDER}mf-manifest.json`, {});
    expect(fetched).toHaveBeenCalledWith(`${FOLDER}mf-manifest.json`, { integrity: HASH, mode: 'cors', credentials: 'omit' });
    expect(await plugin.fetch!('http://localhost/remotes/mf-auth/mf-manifest.json', {})).toBeUndefined();
  });

  it("pins stay for the page's life: a later configuration without them (a Retry's) leaves the loaded version checked", () => {
    pinRemotes({ siteName: 'FamilyNet', remotes: { ...config.remotes, mf_map: '/remotes/mf-map/mf-manifest.json' } });
    expect((plugin.createScript!({ url: `${FOLDER}remoteEntry.js` }) as { script: HTMLScriptElement }).script.integrity).toBe(HASH);
  });

  it("the chunk that applies the pins is named as the worker and the precache know it", () => {
    const registry = fs.readFileSync(path.join(__dirname, 'remoteRegistry.ts'), 'utf8');
    expect(registry).toContain(`webpackChunkName: "${PINNED_REMOTES_CHUNK}"`);
  });
});
