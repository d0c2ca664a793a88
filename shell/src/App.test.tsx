import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BOTTOM_NAV_ENTRIES } from 'shared-contracts';
import { apiClient, sessionAtom, type InviteDialogProps, type ProfileDialogProps } from 'shared-contracts/runtime';
import { fakeNetwork, makeUser, type FakeRoute } from 'shared-contracts/testing';
import { App } from './App';
import { startShell } from './startShell';

// The federation runtime is the network edge of the shell: it fetches remote code.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const user = makeUser({ id: 3, displayName: 'Jo March' });
/** The spec's bottom tabs (section 2), in its order. */
const SPEC_TABS = ['Family', 'Map', 'Calendar', 'Settings'];

function CallsTheApi() {
  return (
    <button type="button" onClick={() => apiClient().get('/api/auth/family/members').catch(() => {})}>
      Load members
    </button>
  );
}

const remoteModules: Record<string, unknown> = {
  'mf_auth/AuthPage': { default: () => <h1>Auth screen</h1> },
  'mf_auth/ResetPasswordPage': { default: () => <h1>Reset screen</h1> },
  'mf_directory/DirectoryPage': { default: () => <h1>Family Directory</h1> },
  'mf_directory/ProfileDialog': { default: ({ open }: ProfileDialogProps) => (open ? <div role="dialog">Profile Details</div> : null) },
  'mf_directory/InviteDialog': { default: ({ open }: InviteDialogProps) => (open ? <div role="dialog">Invite Family Members</div> : null) },
  'mf_map/MapPage': { default: () => <h1>Family Map</h1> },
  'mf_calendar/CalendarPage': { default: CallsTheApi },
  'mf_admin/SettingsPage': { default: () => <h1>Settings</h1> },
};

let failing = new Set<string>();

beforeEach(() => {
  failing = new Set();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadRemote).mockImplementation(async (request: string) => {
    if (failing.has(request.split('/')[0])) throw new Error(`ScriptExternalLoadError: ${request}`);
    return remoteModules[request] as never;
  });
  global.fetch = jest.fn(async () =>
    new Response(JSON.stringify({ siteName: 'FamilyNet', remotes: { mf_auth: '/remotes/mf-auth/mf-manifest.json', mf_directory: '/remotes/mf-directory/mf-manifest.json', mf_map: '/remotes/mf-map/mf-manifest.json', mf_calendar: '/remotes/mf-calendar/mf-manifest.json', mf_admin: '/remotes/mf-admin/mf-manifest.json' } })),
  ) as typeof fetch;
});

function start({ route, signedIn = false, network = [] }: { route: string; signedIn?: boolean; network?: FakeRoute[] }) {
  const data: Record<string, string> = signedIn ? { root: JSON.stringify({ loginUser: user, isUserLogin: true }) } : {};
  const storage = { getItem: (key: string) => data[key] ?? null, setItem: (key: string, value: string) => void (data[key] = value) };
  const shell = startShell({ storage, apiBase: '' });
  const { requests } = fakeNetwork(apiClient(), network);
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  render(<App shell={shell} Router={Router} />);
  return { shell, requests, storage: data, path: () => shell.navigation.pathname };
}

const currentUserOk: FakeRoute = { method: 'GET', url: '/api/auth/current/user', body: { success: true, data: { user } } };

describe('routes and the session', () => {
  it('sends a logged-out visitor of /dashboard to /auth without asking the server', async () => {
    const { requests, path } = start({ route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Auth screen' })).toBeInTheDocument();
    expect(path()).toBe('/auth');
    // Only the family's theme, which every visitor wears (the sign-in page too); not the session.
    expect(requests.map((request) => request.url)).toEqual(['/api/auth/admin/theme']);
  });

  it('/ goes to /auth when logged out', async () => {
    const { path } = start({ route: '/' });
    await screen.findByRole('heading', { name: 'Auth screen' });
    expect(path()).toBe('/auth');
  });

  it('shows a centred spinner while the session is restored from the device', async () => {
    let restore: (value: string | null) => void = () => {};
    const storage = { getItem: () => new Promise<string | null>((resolve) => (restore = resolve)), setItem: () => {} };
    const shell = startShell({ storage, apiBase: '' });
    fakeNetwork(apiClient(), [currentUserOk]);
    render(<App shell={shell} Router={({ children }) => <MemoryRouter initialEntries={['/auth']}>{children}</MemoryRouter>} />);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Auth screen' })).not.toBeInTheDocument();
    restore(JSON.stringify({ loginUser: user, isUserLogin: true }));
    // The dashboard frame is a lazy chunk: the first test to open it also transforms and loads its
    // antd parts, which takes seconds on a busy two-core machine.
    expect(await screen.findByRole('heading', { name: 'Family Directory' }, { timeout: 15000 })).toBeInTheDocument();
  });

  it("draws a remembered member's dashboard while the server confirms the session, not after", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { shell, path, requests } = start({
      route: '/auth',
      signedIn: true,
      network: [{ method: 'GET', url: '/api/auth/current/user', respond: () => new Promise((resolve) => (answer = resolve)) }],
    });
    expect(await screen.findByRole('heading', { name: 'Family Directory' }, { timeout: 15000 })).toBeInTheDocument();
    expect(path()).toBe('/dashboard');
    // Asked, and still unanswered while the screen is up.
    expect(requests.map((request) => request.url)).toContain('/api/auth/current/user');
    answer({ status: 200, body: { success: true, data: { user: { ...user, displayName: 'Jo M.' } } } });
    await shell.sessionChecked;
    expect(shell.store.get(sessionAtom).loginUser?.displayName).toBe('Jo M.');
  });

  it('a restored session that the server no longer knows (401) ends at /auth, logged out', async () => {
    const { shell, path } = start({
      route: '/dashboard/map',
      signedIn: true,
      network: [{ method: 'GET', url: '/api/auth/current/user', status: 401, body: { success: false } }],
    });
    expect(await screen.findByRole('heading', { name: 'Auth screen' })).toBeInTheDocument();
    expect(path()).toBe('/auth');
    expect(shell.store.get(sessionAtom)).toMatchObject({ isUserLogin: false, loginUser: null });
  });

  it('any 401 from any call sends the browser to /auth', async () => {
    const { shell, path } = start({
      route: '/dashboard/calendar',
      signedIn: true,
      network: [currentUserOk, { method: 'GET', url: '/api/auth/family/members', status: 401, body: {} }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load members' }));
    expect(await screen.findByRole('heading', { name: 'Auth screen' })).toBeInTheDocument();
    expect(path()).toBe('/auth');
    expect(shell.store.get(sessionAtom).isUserLogin).toBe(false);
  });

  it('persists the session under the key root', async () => {
    const { storage } = start({ route: '/dashboard', signedIn: true, network: [currentUserOk] });
    await screen.findByRole('heading', { name: 'Family Directory' });
    expect(JSON.parse(storage.root)).toMatchObject({ isUserLogin: true, loginUser: { id: 3, displayName: 'Jo March' } });
  });
});

describe('the dashboard frame', () => {
  it('has the top bar buttons and the five bottom tabs', async () => {
    start({ route: '/dashboard', signedIn: true, network: [currentUserOk] });
    await screen.findByRole('heading', { name: 'Family Directory' });
    // The brand link is called what it shows (WCAG 2.5.3): a speech user says "FamilyNet".
    const brand = within(screen.getByRole('banner')).getAllByRole('link')[0];
    expect(brand).toHaveAccessibleName('FamilyNet');
    expect(brand).toHaveAttribute('href', '/dashboard');
    const topBar = screen.getByRole('navigation', { name: 'Quick navigation' });
    for (const name of ['Family Directory', 'Family Map', 'Birthday Calendar']) {
      expect(within(topBar).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(topBar).getByRole('button', { name: 'My QR Code' })).toBeInTheDocument();
    expect(within(topBar).getByRole('button', { name: 'Install Ready?' })).toBeDisabled();
    expect(within(topBar).getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    const bottom = screen.getByRole('navigation', { name: 'Main navigation' });
    // Every tab of the area list, in its order; the spec's four among them (a family's own areas,
    // made with npm run new:area, come in before Settings).
    const tabs = within(bottom).getAllByRole('link').map((link) => link.textContent ?? '');
    expect(tabs).toEqual(BOTTOM_NAV_ENTRIES.map((entry) => entry.label));
    expect(tabs.filter((label) => SPEC_TABS.includes(label))).toEqual(SPEC_TABS);
    expect(within(bottom).getByRole('button', { name: 'Profile' })).toBeInTheDocument();
  });

  it('moves between screens from the bottom navigation', async () => {
    const { path } = start({ route: '/dashboard', signedIn: true, network: [currentUserOk] });
    await screen.findByRole('heading', { name: 'Family Directory' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Map' }));
    expect(await screen.findByRole('heading', { name: 'Family Map' })).toBeInTheDocument();
    expect(path()).toBe('/dashboard/map');
  });

  it('the Profile tab opens the profile dialog of the directory remote', async () => {
    start({ route: '/dashboard', signedIn: true, network: [currentUserOk] });
    await screen.findByRole('heading', { name: 'Family Directory' });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Profile Details');
  });

  it('My QR Code opens the invitation dialog of the directory remote', async () => {
    start({ route: '/dashboard', signedIn: true, network: [currentUserOk] });
    await screen.findByRole('heading', { name: 'Family Directory' });
    await userEvent.click(screen.getByRole('button', { name: 'My QR Code' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Invite Family Members');
  });

  it('My QR Code says so in its dialog when the directory remote cannot be loaded, and the page stays', async () => {
    failing = new Set(['mf_directory']);
    start({ route: '/dashboard/map', signedIn: true, network: [currentUserOk] });
    await screen.findByRole('heading', { name: 'Family Map' });
    await userEvent.click(screen.getByRole('button', { name: 'My QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Family Members' });
    expect(await within(dialog).findByText(/could not be loaded/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Map' })).toBeInTheDocument();
  });

  it('Logout calls the server, resets the session and goes to /auth', async () => {
    const { shell, requests, path } = start({
      route: '/dashboard',
      signedIn: true,
      network: [currentUserOk, { method: 'GET', url: '/api/auth/logout', body: { success: true } }],
    });
    await screen.findByRole('heading', { name: 'Family Directory' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByText('Logout'));
    expect(await screen.findByRole('heading', { name: 'Auth screen' })).toBeInTheDocument();
    expect(path()).toBe('/auth');
    expect(requests.some((r) => r.url === '/api/auth/logout')).toBe(true);
    expect(shell.store.get(sessionAtom)).toMatchObject({ isUserLogin: false, loginUser: null });
  });

  it('the account menu shows the initial, opens from the keyboard and keeps the focus on its button', async () => {
    start({ route: '/dashboard', signedIn: true, network: [currentUserOk] });
    await screen.findByRole('heading', { name: 'Family Directory' });
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveTextContent('J');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    // The menu's code is fetched on this first use; the button is drawn anew inside it.
    expect(await screen.findByRole('menuitem', { name: /Settings/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Profile/ })).toBeInTheDocument();
    const drawnAgain = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(drawnAgain).toHaveFocus());
    expect(drawnAgain).toHaveAttribute('aria-expanded', 'true');
  });

  it('Logout still signs out when the call fails', async () => {
    const { shell, path } = start({
      route: '/dashboard',
      signedIn: true,
      network: [currentUserOk, { method: 'GET', url: '/api/auth/logout', status: 500, body: {} }],
    });
    await screen.findByRole('heading', { name: 'Family Directory' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByText('Logout'));
    await waitFor(() => expect(path()).toBe('/auth'));
    expect(shell.store.get(sessionAtom).isUserLogin).toBe(false);
  });
});

describe('a remote that fails', () => {
  it('shows a message and Retry inside the page while the frame keeps working', async () => {
    failing.add('mf_map');
    const { path } = start({ route: '/dashboard/map', signedIn: true, network: [currentUserOk] });
    expect(await screen.findByText('Family Map could not be loaded')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Family' }));
    expect(await screen.findByRole('heading', { name: 'Family Directory' })).toBeInTheDocument();
    expect(path()).toBe('/dashboard/directory');
  });

  it('loads the remote again on Retry', async () => {
    failing.add('mf_map');
    start({ route: '/dashboard/map', signedIn: true, network: [currentUserOk] });
    await screen.findByText('Family Map could not be loaded');
    failing.delete('mf_map');
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { name: 'Family Map' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'mf_map' })], { force: true });
  });

  it('names the remote and the shared library when the remote was built for a newer one than the site provides', async () => {
    jest.mocked(loadRemote).mockImplementation(async (request: string) => {
      if (request.startsWith('mf_map/')) {
        throw new Error('[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mf_map which needs ^20.1.0)');
      }
      return remoteModules[request] as never;
    });
    start({ route: '/dashboard/map', signedIn: true, network: [currentUserOk] });
    expect(await screen.findByText('Family Map could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText('This version of Family Map needs react ^20.1.0, which this site does not provide (it has 19.3.1). The site needs updating first. The rest of the app still works.'),
    ).toBeInTheDocument();
  });
});
