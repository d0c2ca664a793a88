import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { apiClient } from 'shared-contracts/runtime';
import { fakeNetwork, makeUser, type FakeRoute } from 'shared-contracts/testing';
import { App } from '../App';
import { startShell } from '../startShell';
import { CACHES } from './cacheNames';
import { FakeCacheStorage } from './test-support/fakeServiceWorker';

// The federation runtime is the network edge of the shell: it fetches remote code.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const user = makeUser({ id: 3, displayName: 'Jo March' });

/** Stand-ins for the remotes' pages: one reads, one saves. */
const remoteModules: Record<string, unknown> = {
  'mf_auth/AuthPage': { default: () => <h1>Auth screen</h1> },
  'mf_directory/DirectoryPage': {
    default: () => (
      <button type="button" onClick={() => apiClient().get('/api/auth/family/members').catch(() => {})}>
        Load members
      </button>
    ),
  },
  'mf_admin/SettingsPage': {
    default: () => (
      <button type="button" onClick={() => apiClient().put('/api/auth/profile', { bio: 'Hello' }).catch(() => {})}>
        Save profile
      </button>
    ),
  },
};

/** What axios raises when a request gets no answer at all (no `response`). */
const noAnswer = (config: unknown) => Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });

/** No answer at all (offline), until `online` is set. */
let online = false;
const members: FakeRoute = {
  method: 'GET',
  url: '/api/auth/family/members',
  respond: ({ config }) => {
    if (!online) throw noAnswer(config);
    return { status: 200, body: { success: true, data: { members: [user] } } };
  },
};
const saveProfile: FakeRoute = {
  method: 'PUT',
  url: '/api/auth/profile',
  respond: ({ config }) => {
    throw noAnswer(config);
  },
};
const currentUserOk: FakeRoute = { method: 'GET', url: '/api/auth/current/user', body: { success: true, data: { user } } };

let cacheStorage: FakeCacheStorage;

beforeEach(() => {
  online = false;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadRemote).mockImplementation(async (request: string) => remoteModules[request] as never);
  global.fetch = jest.fn(async () =>
    new Response(JSON.stringify({ siteName: 'FamilyNet', remotes: { mf_auth: '/a', mf_directory: '/d', mf_admin: '/s' } })),
  ) as typeof fetch;
  cacheStorage = new FakeCacheStorage();
  Object.assign(globalThis, { caches: cacheStorage });
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

function start(route: string, network: FakeRoute[] = []) {
  const data: Record<string, string> = { root: JSON.stringify({ loginUser: user, isUserLogin: true }) };
  const storage = { getItem: (key: string) => data[key] ?? null, setItem: (key: string, value: string) => void (data[key] = value) };
  const shell = startShell({ storage, apiBase: '' });
  fakeNetwork(apiClient(), [currentUserOk, ...network]);
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  render(<App shell={shell} Router={Router} />);
  return { shell, path: () => shell.navigation.pathname };
}

const offlineBanner = () => screen.queryByText('You are offline');

describe("'You are offline'", () => {
  it('shows when a call gets no answer, and goes when the next one is answered', async () => {
    start('/dashboard', [members]);
    // The first page of the file compiles the dashboard's modules: more time than usual.
    await userEvent.click(await screen.findByRole('button', { name: 'Load members' }, { timeout: 10_000 }));
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getByText(/Saving changes, uploading pictures, sharing your location and settings need the server/)).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Load members' }));
    await waitFor(() => expect(offlineBanner()).not.toBeInTheDocument());
  });

  it("follows the browser's offline and online events", async () => {
    start('/dashboard', [members]);
    await screen.findByRole('button', { name: 'Load members' });
    expect(offlineBanner()).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(offlineBanner()).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(offlineBanner()).not.toBeInTheDocument();
  });

  it('a change that gets no answer says it was not saved, and can be dismissed', async () => {
    start('/dashboard/settings', [saveProfile]);
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You are offline: that change was not saved. It needs a connection to the server.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/that change was not saved/)).not.toBeInTheDocument());
    expect(offlineBanner()).toBeInTheDocument();
  });

  it('a read that gets no answer is no refused change', async () => {
    start('/dashboard', [members]);
    await userEvent.click(await screen.findByRole('button', { name: 'Load members' }));
    await screen.findByText('You are offline');
    expect(screen.queryByText(/that change was not saved/)).not.toBeInTheDocument();
  });
});

describe('leaving the device clean', () => {
  async function deviceWithMemberData() {
    for (const name of [CACHES.shell, CACHES.pages, CACHES.entries, CACHES.remoteChunks]) await (await cacheStorage.open(name)).put('/x.js', 'code');
    await (await cacheStorage.open(CACHES.pictures)).put('/uploads/avatars/a.webp', 'a face');
    await (await cacheStorage.open('some-answers')).put('/api/auth/family/members', '[...]');
    window.localStorage.setItem('familynet.offline.members', '{"memberId":3}');
    window.localStorage.setItem('familynet.theme', '{"colors":{}}');
    window.localStorage.setItem('familynet.background', '/uploads/backgrounds/bg.webp');
    window.localStorage.setItem('something.else', 'of the member');
    window.sessionStorage.setItem('draft', 'a half-written bio');
  }

  async function expectMemberDataGone() {
    await waitFor(async () => expect(await cacheStorage.keys()).toEqual([CACHES.shell, CACHES.pages, CACHES.entries, CACHES.remoteChunks]));
    expect(Object.keys(window.localStorage).sort()).toEqual(['familynet.background', 'familynet.theme']);
    expect(window.sessionStorage.length).toBe(0);
  }

  async function logOut() {
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByText('Logout'));
    expect(await screen.findByRole('heading', { name: 'Auth screen' })).toBeInTheDocument();
  }

  it("Logout removes the member's cached answers, pictures and offline copy; the site's code and look stay", async () => {
    await deviceWithMemberData();
    start('/dashboard', [{ method: 'GET', url: '/api/auth/logout', body: { success: true } }]);
    await logOut();
    await expectMemberDataGone();
  });

  it('Logout with no connection still removes them', async () => {
    await deviceWithMemberData();
    start('/dashboard', [{ method: 'GET', url: '/api/auth/logout', respond: ({ config }) => Promise.reject(noAnswer(config)) }]);
    await logOut();
    await expectMemberDataGone();
  });

  it('a session the server ended (401) removes them too', async () => {
    await deviceWithMemberData();
    const { path } = start('/dashboard', [{ method: 'GET', url: '/api/auth/family/members', status: 401, body: { success: false } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Load members' }));
    await waitFor(() => expect(path()).toBe('/auth'));
    await expectMemberDataGone();
  });
});

describe('/dashboard/pwa-debug', () => {
  it("is the shell's own page, in the dashboard frame", async () => {
    start('/dashboard/pwa-debug');
    expect(await screen.findByRole('heading', { level: 1, name: 'PWA Debug' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Manifest' })).toBeInTheDocument();
    // jsdom has no service workers and the test page no manifest link: both fail, as they should.
    const row = screen.getByRole('heading', { level: 2, name: 'Service worker' }).closest('li')!;
    expect(within(row).getByText('Fail')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
  });
});
