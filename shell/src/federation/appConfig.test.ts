import { waitFor } from '@testing-library/react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { APP_CONFIG_ELEMENT_ID } from 'shared-contracts';
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

  it('is taken from the page when the server wrote it there, without a fetch; a later load fetches the newest', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ ...CONFIG, siteName: 'Newer' })));
    global.fetch = fetchMock as unknown as typeof fetch;
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = APP_CONFIG_ELEMENT_ID;
    data.textContent = JSON.stringify(CONFIG);
    document.head.append(data);
    const shell = start();
    await waitFor(() => expect(shell.store.get(appConfigAtom)).toEqual(CONFIG));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(APP_CONFIG_ELEMENT_ID)).toBeNull();
    // A new shell on the same page (a Retry's fresh start) asks the server.
    const again = start();
    await waitFor(() => expect(again.store.get(appConfigAtom)).toEqual({ ...CONFIG, siteName: 'Newer' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches when what the page carries cannot be read', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(CONFIG)));
    global.fetch = fetchMock as unknown as typeof fetch;
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = APP_CONFIG_ELEMENT_ID;
    data.textContent = '{not json';
    document.head.append(data);
    const shell = start();
    await waitFor(() => expect(shell.store.get(appConfigAtom)).toEqual(CONFIG));
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
