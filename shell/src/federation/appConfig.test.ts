import { waitFor } from '@testing-library/react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { apiClient, appConfigAtom } from 'shared-contracts/runtime';
import { fakeNetwork } from 'shared-contracts/testing';
import { startShell } from '../startShell';

// The federation runtime is the network edge of the shell: it fetches remote code.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const CONFIG = {
  siteName: 'The Marches',
  remotes: { mf_map: '/remotes/mf-map/mf-manifest.json' },
  maps: { googleMapsApiKey: 'browser-key', tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', tileAttribution: 'Tiles by us' },
};

/** The shell, with its API calls (the theme at start) answered here: none may reach a real network, or end after the test. */
function start() {
  const shell = startShell({ storage: null, apiBase: '' });
  fakeNetwork(apiClient(), [{ method: 'GET', url: '/api/auth/admin/theme', body: { success: true, data: { theme: null } } }]);
  return shell;
}

describe('the run-time configuration reaches the remotes through the store', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('is fetched once at start and put in appConfigAtom', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(CONFIG)));
    global.fetch = fetchMock as unknown as typeof fetch;
    const shell = start();
    expect(shell.store.get(appConfigAtom)).toBeNull();
    await waitFor(() => expect(shell.store.get(appConfigAtom)).toEqual(CONFIG));
    await shell.remotes.loadConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalled();
  });

  it('stays empty when the fetch fails, and is filled by the attempt that succeeds', async () => {
    let fail = true;
    global.fetch = jest.fn(async () => (fail ? new Response('down', { status: 503 }) : new Response(JSON.stringify(CONFIG)))) as unknown as typeof fetch;
    const shell = start();
    await expect(shell.remotes.loadConfig()).rejects.toThrow('503');
    expect(shell.store.get(appConfigAtom)).toBeNull();
    fail = false;
    await shell.remotes.loadConfig();
    expect(shell.store.get(appConfigAtom)).toEqual(CONFIG);
  });
});
