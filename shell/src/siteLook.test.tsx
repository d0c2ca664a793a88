import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_THEME, STORAGE_KEYS, type Theme } from 'shared-contracts';
import { apiClient, setBackgroundUrlAtom, themeAtom } from 'shared-contracts/runtime';
import { fakeNetwork, makeUser, type FakeRoute } from 'shared-contracts/testing';
import { act } from 'react';
import { App } from './App';
import { startShell } from './startShell';

// The federation runtime is the network edge of the shell: it fetches remote code.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const user = makeUser({ id: 3, displayName: 'Jo March' });
const currentUserOk: FakeRoute = { method: 'GET', url: '/api/auth/current/user', body: { success: true, data: { user } } };

const themed = (primary: string, change: (theme: Theme) => void = () => {}): Theme => {
  const theme = structuredClone(DEFAULT_THEME);
  theme.colors.primary = primary;
  change(theme);
  return theme;
};
const themeRoute = (theme: Theme | null, status = 200): FakeRoute => ({ method: 'GET', url: '/api/auth/admin/theme', status, body: status === 200 ? { success: true, data: { theme } } : {} });
const backgroundRoute = (backgroundUrl: string | null): FakeRoute => ({ method: 'GET', url: '/api/auth/background-image', body: { success: true, data: { backgroundUrl } } });
const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(registerRemotes).mockImplementation(() => undefined as never);
  jest.mocked(loadRemote).mockImplementation(async (request: string) => ({ default: () => <h1>{request}</h1> }) as never);
  global.fetch = jest.fn(async () => new Response(JSON.stringify({ siteName: 'FamilyNet', remotes: {} }))) as typeof fetch;
});

function start(route: string, network: FakeRoute[], signedIn = false) {
  const data: Record<string, string> = signedIn ? { root: JSON.stringify({ loginUser: user, isUserLogin: true }) } : {};
  const storage = { getItem: (key: string) => data[key] ?? null, setItem: (key: string, value: string) => void (data[key] = value) };
  const shell = startShell({ storage, apiBase: '' });
  const { requests } = fakeNetwork(apiClient(), network);
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  render(<App shell={shell} Router={Router} />);
  return { shell, requests };
}

describe('the theme (spec section 4: the server, else local storage, else the defaults)', () => {
  it('wears the theme remembered on this device from the first paint, then the server’s, which it remembers', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify(themed('#8e24aa')));
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { shell, requests } = start('/auth', [{ method: 'GET', url: '/api/auth/admin/theme', respond: () => new Promise((resolve) => (answer = resolve)) }]);
    expect(shell.store.get(themeAtom).colors.primary).toBe('#8e24aa');
    expect(cssVar('--fn-color-primary')).toBe('#8e24aa');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/auth/admin/theme')).toBe(true));
    // (A primary that reads at 4.5:1 on white: one that does not is worn darker, see theme.test.ts.)
    await act(async () => answer({ status: 200, body: { success: true, data: { theme: themed('#00796b') } } }));
    await waitFor(() => expect(cssVar('--fn-color-primary')).toBe('#00796b'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.theme)!).colors.primary).toBe('#00796b');
  });

  it('keeps what it wears when the server’s theme is the one remembered: nothing is drawn again', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify(themed('#8e24aa')));
    const { shell, requests } = start('/auth', [themeRoute(themed('#8e24aa'))]);
    const worn = shell.store.get(themeAtom);
    await waitFor(() => expect(requests.some((r) => r.url === '/api/auth/admin/theme')).toBe(true));
    await act(async () => {});
    expect(shell.store.get(themeAtom)).toBe(worn);
  });

  it('keeps the remembered theme when the family has none saved yet, or the server cannot be reached', async () => {
    for (const route of [themeRoute(null), themeRoute(null, 500)]) {
      localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify(themed('#8e24aa')));
      const { shell, requests } = start('/auth', [route]);
      await waitFor(() => expect(requests.some((r) => r.url === '/api/auth/admin/theme')).toBe(true));
      await act(async () => {});
      expect(shell.store.get(themeAtom).colors.primary).toBe('#8e24aa');
    }
  });

  it('ignores a remembered theme that breaks the rules, and a server answer that does', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify(themed('red;}body{display:none')));
    const { shell, requests } = start('/auth', [themeRoute(themed('url(javascript:alert(1))'))]);
    await waitFor(() => expect(requests.some((r) => r.url === '/api/auth/admin/theme')).toBe(true));
    await act(async () => {});
    expect(shell.store.get(themeAtom)).toEqual(DEFAULT_THEME);
    expect(cssVar('--fn-color-primary')).toBe('#1976d2');
  });

  it('dark mode, high contrast and glass reach the page: colours, classes on <html>', async () => {
    const { shell } = start('/auth', [themeRoute(themed('#1976d2', (t) => Object.assign(t.effects, { darkMode: true, glassmorphism: true })))]);
    await waitFor(() => expect(document.documentElement).toHaveClass('fn-dark'));
    expect(document.documentElement).toHaveClass('fn-glass');
    expect(cssVar('--fn-color-background-default')).toBe('#121212');
    expect(cssVar('--fn-backdrop-filter')).toMatch(/^blur/);
    act(() => shell.store.set(themeAtom, themed('#1976d2', (t) => (t.effects.highContrast = true))));
    expect(document.documentElement).not.toHaveClass('fn-dark');
    expect(document.documentElement).toHaveClass('fn-high-contrast');
    expect(cssVar('--fn-color-text-primary')).toBe('#000000');
  });
});

describe('the background picture on the dashboard', () => {
  it('shows the remembered picture at once, then the server’s, remembered; an admin’s new one shows at once', async () => {
    localStorage.setItem(STORAGE_KEYS.background, '/uploads/backgrounds/old.webp');
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const pending: FakeRoute = { method: 'GET', url: '/api/auth/background-image', respond: () => new Promise((resolve) => (answer = resolve)) };
    const { shell, requests } = start('/dashboard', [currentUserOk, themeRoute(null), pending], true);
    // The dashboard frame is a lazy chunk: the first test to open it also loads (and jest compiles)
    // its antd parts, which on CI shares two cores with the server's tests.
    const backdrop = await screen.findByTestId('dashboard-background', {}, { timeout: 15_000 });
    expect(backdrop.style.backgroundImage).toContain('/uploads/backgrounds/old.webp');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/auth/background-image')).toBe(true));
    await act(async () => answer({ status: 200, body: { success: true, data: { backgroundUrl: '/uploads/backgrounds/new.webp' } } }));
    await waitFor(() => expect(backdrop.style.backgroundImage).toContain('/uploads/backgrounds/new.webp'));
    expect(localStorage.getItem(STORAGE_KEYS.background)).toBe('/uploads/backgrounds/new.webp');
    act(() => shell.store.set(setBackgroundUrlAtom, '/uploads/backgrounds/newer.webp'));
    expect(screen.getByTestId('dashboard-background').style.backgroundImage).toContain('/uploads/backgrounds/newer.webp');
    act(() => shell.store.set(setBackgroundUrlAtom, null));
    expect(screen.queryByTestId('dashboard-background')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.background)).toBeNull();
  });

  it('shows no picture when the family has none (the theme’s page colour)', async () => {
    const { requests } = start('/dashboard', [currentUserOk, themeRoute(null), backgroundRoute(null)], true);
    await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 15_000 });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/auth/background-image')).toBe(true));
    await act(async () => {});
    expect(screen.queryByTestId('dashboard-background')).not.toBeInTheDocument();
  });
});
