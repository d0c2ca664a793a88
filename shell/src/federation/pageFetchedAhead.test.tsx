import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { apiClient } from 'shared-contracts/runtime';
import { fakeNetwork, makeUser } from 'shared-contracts/testing';
import { startShell } from '../startShell';
import { RemoteRegistryContext } from './RemoteRegistryContext';
import { RemoteView } from './RemoteView';

// The federation runtime is the network edge of the shell: it fetches remote code.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const user = makeUser({ id: 3, displayName: 'Jo March' });
const CONFIG = { siteName: 'FamilyNet', remotes: { mf_map: '/remotes/mf-map/mf-manifest.json', mf_auth: '/remotes/mf-auth/mf-manifest.json' }, maps: { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', tileAttribution: 'Tiles' } };

/** The shell started at `path`, with the session this device remembers. */
function startAt(path: string, signedIn: boolean) {
  window.history.pushState({}, '', path);
  const data: Record<string, string> = signedIn ? { root: JSON.stringify({ loginUser: user, isUserLogin: true }) } : {};
  const storage = { getItem: (key: string) => data[key] ?? null, setItem: (key: string, value: string) => void (data[key] = value) };
  const shell = startShell({ storage, apiBase: '' });
  const network = fakeNetwork(apiClient(), [
    { method: 'GET', url: '/api/auth/admin/theme', body: { success: true, data: { theme: null } } },
    { method: 'GET', url: '/api/auth/current/user', body: { success: true, data: { user } } },
    { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: [user] } } },
  ]);
  return Object.assign(shell, { requests: network.requests });
}

describe('the page the visitor opened is fetched at start', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(async () => new Response(JSON.stringify(CONFIG))) as unknown as typeof fetch;
    jest.mocked(loadRemote).mockReset();
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Family Map</h1> } as never);
  });
  afterEach(() => window.history.pushState({}, '', '/'));

  it('a member opening the map: its remote is asked for before anything renders, and only once', async () => {
    const shell = startAt('/dashboard/map', true);
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_map/MapPage'));
    render(
      <RemoteRegistryContext.Provider value={shell.remotes}>
        <RemoteView request="mf_map/MapPage" />
      </RemoteRegistryContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Family Map' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a member opening the map: the family list it shows is asked for at start too, once', async () => {
    const shell = startAt('/dashboard/map', true);
    await shell.sessionChecked;
    const asked = () => shell.requests.filter((request) => request.url === '/api/auth/family/members');
    await waitFor(() => expect(asked()).toHaveLength(1));
    // The page's own call, moments later, takes that answer.
    const { loadFamilyMembers } = await import('shared-contracts/runtime');
    expect((await loadFamilyMembers(user.id)).members).toEqual([user]);
    expect(asked()).toHaveLength(1);
  });

  it('a visitor without a session opening the map fetches nothing of it (they are sent to sign in)', async () => {
    const shell = startAt('/dashboard/map', false);
    await shell.sessionChecked;
    await shell.remotes.loadConfig();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(shell.requests.some((request) => request.url === '/api/auth/family/members')).toBe(false);
  });

  it('a remote that fails while fetched ahead fails its page as before, and Retry fetches it again', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptExternalLoadError: mf_map'));
    const shell = startAt('/dashboard/map', true);
    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    render(
      <RemoteRegistryContext.Provider value={shell.remotes}>
        <RemoteView request="mf_map/MapPage" />
      </RemoteRegistryContext.Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/Retry/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Family Map' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
