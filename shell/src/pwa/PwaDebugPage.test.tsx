import type { ReactElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { INSTALL_DIAGNOSTIC_DELAY_MS } from 'shared-contracts';
import PwaDebugPage from './PwaDebugPage';
import { watchInstallPrompt, type InstallState } from './installPrompt';
import type { CheckEnvironment } from './pwaChecks';
import { FakeContainer } from './test-support/fakeServiceWorker';

const GOOD_MANIFEST = {
  name: 'FamilyNet',
  short_name: 'FamilyNet',
  start_url: '/dashboard',
  display: 'standalone',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  ],
};

/** The browser as the checks see it: a registered, active worker and a good manifest unless told otherwise. */
function environment(overrides: Partial<CheckEnvironment> = {}, manifest: unknown = GOOD_MANIFEST) {
  const container = new FakeContainer();
  container.registered.push({ url: '/sw.js', scope: '/' });
  container.firstInstall();
  const base: CheckEnvironment = {
    protocol: 'http:',
    hostname: 'localhost',
    serviceWorker: container.asContainer(),
    manifestHref: 'http://localhost/manifest.webmanifest',
    fetch: async () => new Response(JSON.stringify(manifest), { status: 200 }),
    standalone: false,
    installState: 'unavailable',
    ...overrides,
  };
  return (installState: InstallState) => ({ ...base, installState: overrides.installState ?? installState });
}

const renderPage = (element: ReactElement) => render(<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>);

/** The check's row: its heading, its Pass or Fail, its explanation. */
function check(label: string) {
  const row = screen.getByRole('heading', { level: 2, name: label }).closest('li')!;
  const verdict = within(row).getByText(/^(Pass|Fail)$/).textContent;
  return { verdict, detail: row.querySelector('p')!.textContent };
}

beforeEach(() => watchInstallPrompt());

describe('the PWA debug page', () => {
  it('shows the four checks, each with a pass or a fail and why', async () => {
    renderPage(<PwaDebugPage environment={environment()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'PWA Debug' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'HTTPS' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['HTTPS', 'Service worker', 'Manifest', 'Installed']);
    expect(check('HTTPS')).toEqual({ verdict: 'Pass', detail: 'Served from localhost: localhost counts as secure.' });
    expect(check('Service worker')).toEqual({ verdict: 'Pass', detail: 'Active and in control of this page (scope /).' });
    expect(check('Manifest')).toEqual({ verdict: 'Pass', detail: '"FamilyNet", standalone, 2 icons.' });
    expect(check('Installed')).toEqual({ verdict: 'Fail', detail: 'Not installed: running in a browser tab.' });
    expect(screen.getByText(/Install button:/)).toHaveTextContent('Install button: Install Ready?.');
  });

  it('fails what is wrong: plain http on a family server, no worker, a manifest without icons', async () => {
    const noWorker = new FakeContainer().asContainer();
    renderPage(
      <PwaDebugPage environment={environment({ hostname: '192.168.1.20', serviceWorker: noWorker }, { name: 'FamilyNet', start_url: '/', display: 'browser' })} />,
    );
    await screen.findByRole('heading', { level: 2, name: 'HTTPS' });
    expect(check('HTTPS').verdict).toBe('Fail');
    expect(check('HTTPS').detail).toMatch(/plain HTTP.*only over HTTPS \(localhost counts\)/);
    expect(check('Service worker')).toEqual({ verdict: 'Fail', detail: 'No service worker is registered yet: it registers once the page has loaded.' });
    expect(check('Manifest')).toEqual({ verdict: 'Fail', detail: 'The manifest lacks display: standalone, an icon of 192 px, an icon of 512 px.' });
  });

  it('says when the manifest cannot be read', async () => {
    renderPage(<PwaDebugPage environment={environment({ fetch: async () => new Response('nope', { status: 404 }) })} />);
    await screen.findByRole('heading', { level: 2, name: 'Manifest' });
    expect(check('Manifest')).toEqual({ verdict: 'Fail', detail: 'The manifest could not be read: the server answered 404.' });
  });

  it('counts the installed app (display-mode standalone) as installed', async () => {
    renderPage(<PwaDebugPage environment={environment({ standalone: true })} />);
    await screen.findByRole('heading', { level: 2, name: 'Installed' });
    expect(check('Installed')).toEqual({ verdict: 'Pass', detail: 'Running as the installed app.' });
  });

  it('Refresh Check runs the checks again', async () => {
    let protocol = 'http:';
    let hostname = 'family.example.org';
    const env = environment();
    renderPage(<PwaDebugPage environment={(state) => ({ ...env(state), protocol, hostname })} />);
    await screen.findByRole('heading', { level: 2, name: 'HTTPS' });
    expect(check('HTTPS').verdict).toBe('Fail');
    protocol = 'https:';
    hostname = 'family.example.org';
    await waitFor(() => expect(screen.getByRole('list', { name: 'Installability checks' })).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(screen.getByRole('button', { name: /Refresh Check/ }));
    await waitFor(() => expect(check('HTTPS')).toEqual({ verdict: 'Pass', detail: 'The site is served over HTTPS.' }));
  });
});

describe('Test Install Event', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function startTest() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Test Install Event' }));
    expect(screen.getByText("Waiting 5 seconds for the browser's install event...")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Install Event' })).toBeDisabled();
  }

  it('reports after 5 s, not before: no prompt yet, with why', async () => {
    renderPage(<PwaDebugPage environment={environment()} />);
    await screen.findByRole('heading', { level: 2, name: 'HTTPS' });
    await startTest();
    act(() => jest.advanceTimersByTime(INSTALL_DIAGNOSTIC_DELAY_MS - 1));
    expect(screen.queryByText(/^No install prompt/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(/^No install prompt yet\. Chromium offers one once the site has been used/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Install Event' })).toBeEnabled();
  });

  it("reports the browser's install prompt when it arrived during the wait", async () => {
    renderPage(<PwaDebugPage environment={environment()} />);
    await screen.findByRole('heading', { level: 2, name: 'HTTPS' });
    await startTest();
    act(() => {
      const prompt = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: jest.fn(), userChoice: new Promise(() => {}) });
      window.dispatchEvent(prompt);
    });
    act(() => jest.advanceTimersByTime(INSTALL_DIAGNOSTIC_DELAY_MS));
    expect(screen.getByText("The browser's install prompt is available: Install App in the top bar installs the app.")).toBeInTheDocument();
    expect(screen.getByText(/Install button:/)).toHaveTextContent('Install button: Install App.');
  });

  it('names the failing checks when the browser cannot offer installation', async () => {
    renderPage(<PwaDebugPage environment={environment({ protocol: 'http:', hostname: 'family.lan' })} />);
    await screen.findByRole('heading', { level: 2, name: 'HTTPS' });
    await startTest();
    act(() => jest.advanceTimersByTime(INSTALL_DIAGNOSTIC_DELAY_MS));
    expect(screen.getByText('No install prompt: the browser will not offer one until these pass: HTTPS.')).toBeInTheDocument();
  });
});
