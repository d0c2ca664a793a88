import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { APP_CONFIG_ELEMENT_ID } from 'shared-contracts';
import { PINNED_SCRIPT_GLOBAL, UNLISTED_FILE_INTEGRITY } from 'shared-contracts/remote-pins';
import { giveShell, pageConfig, pinRemotes } from './pinnedRemotes';

const HASH = `sha384-${'y'.repeat(64)}`;
const FOLDER = 'https://remotes.example.org/mf-map/1.6.0/';
const config = {
  siteName: 'FamilyNet',
  // As the server writes it: the pinned remote's location only beside its pins.
  remotes: { mf_auth: '/remotes/mf-auth/mf-manifest.json' },
  pinnedRemotes: { mf_map: { manifest: `${FOLDER}mf-manifest.json`, integrity: { 'mf-manifest.json': HASH, 'remoteEntry.js': HASH } } },
};

type PageGlobal = { __FEDERATION__?: { __GLOBAL_PLUGIN__?: ModuleFederationRuntimePlugin[] } };

describe('pinned remotes in the page', () => {
  let plugin: ModuleFederationRuntimePlugin;
  beforeAll(() => {
    // The page as the server writes it: the configuration, then this script, then the shell.
    document.head.innerHTML = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${JSON.stringify(config)}</script>`;
    giveShell(pinRemotes(pageConfig()!));
    const plugins = (window as unknown as PageGlobal).__FEDERATION__?.__GLOBAL_PLUGIN__ ?? [];
    expect(plugins.map(({ name }) => name)).toEqual(['familynet-pinned-remotes']);
    plugin = plugins[0];
  });

  it("the federation runtime, loaded after it, gives the plugin to every instance, after the instance's own plugins: its answers win", async () => {
    const { createInstance } = await import('@module-federation/enhanced/runtime');
    // The shell's own runtime plugin (tooling/federation/chunkTimeoutPlugin.js) answers every script too.
    const chunkTimeout = { name: 'familynet-chunk-timeout', createScript: () => ({ timeout: 1 }) };
    for (const name of ['shell', 'mf_map']) {
      const instance = createInstance({ name, remotes: [], plugins: [chunkTimeout] });
      expect(instance.options.plugins.map((p) => p.name).slice(-2)).toEqual(['familynet-chunk-timeout', 'familynet-pinned-remotes']);
      const made = instance.loaderHook.lifecycle.createScript.emit({ url: `${FOLDER}remoteEntry.js` }) as { script: HTMLScriptElement };
      expect(made.script.integrity).toBe(HASH);
      expect(instance.loaderHook.lifecycle.createScript.emit({ url: 'http://localhost/remotes/mf-auth/remoteEntry.js' })).toEqual({ timeout: 1 });
    }
  });

  it("gives the shell the pinned remote's location only once its pins are applied", () => {
    expect(pageConfig()?.remotes).toEqual({ mf_auth: '/remotes/mf-auth/mf-manifest.json', mf_map: `${FOLDER}mf-manifest.json` });
  });

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

  it("a stylesheet of a pinned remote carries its pin and CORS, and the runtime's attributes; one its list leaves out, an integrity no file has", () => {
    const link = plugin.createLink!({ url: `${FOLDER}mf-manifest.json`, attrs: { rel: 'stylesheet' } }) as HTMLLinkElement;
    expect([link.rel, link.integrity, link.crossOrigin, link.href]).toEqual(['stylesheet', HASH, 'anonymous', `${FOLDER}mf-manifest.json`]);
    expect((plugin.createLink!({ url: `${FOLDER}extra.css`, attrs: { rel: 'stylesheet' } }) as HTMLLinkElement).integrity).toBe(UNLISTED_FILE_INTEGRITY);
    expect(plugin.createLink!({ url: 'http://localhost/remotes/mf-auth/x.css', attrs: {} })).toBeUndefined();
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

  it('a page without pins, or with a configuration that cannot be read, gets no plugin', () => {
    const page = { location: window.location } as unknown as Window & PageGlobal;
    const unpinned = { siteName: 'FamilyNet', remotes: config.remotes };
    expect(pinRemotes(unpinned, page)).toBe(unpinned);
    expect(page.__FEDERATION__).toBeUndefined();
    document.head.innerHTML = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">{"remotes":</script>`;
    expect(pageConfig()).toBeNull();
    document.head.innerHTML = '';
    expect(pageConfig()).toBeNull();
  });
});
