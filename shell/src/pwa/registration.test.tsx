import type { ReactElement } from 'react';
import { act, render as renderInJsdom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { SERVICE_WORKER_UPDATE_INTERVAL_MS } from 'shared-contracts';
import { registerServiceWorker, resetUpdateState } from './registration';
import { UpdatePrompt } from './PwaNoticeViews';
import { FakeContainer } from './test-support/fakeServiceWorker';

/** A window whose load event the test fires (the real one has long loaded in jsdom). */
function loadingWindow() {
  const events = new EventTarget();
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const win = {
    document: { readyState: 'loading' },
    addEventListener: events.addEventListener.bind(events),
    setInterval: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    location: { reload: jest.fn() },
    navigator: {},
  };
  return { win: win as unknown as Window, load: () => events.dispatchEvent(new Event('load')), timers };
}

// antd's animations off: jsdom runs no CSS transitions, so they would end outside act().
const render = (element: ReactElement) => renderInJsdom(<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>);

beforeEach(() => resetUpdateState());

describe('the service worker registration', () => {
  it('registers /sw.js with scope / only after the page has loaded', async () => {
    const container = new FakeContainer();
    const { win, load } = loadingWindow();
    const registered = registerServiceWorker({ container: container.asContainer(), win });
    await Promise.resolve();
    expect(container.registered).toEqual([]);
    load();
    await registered;
    expect(container.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('asks for a new version every 300000 ms', async () => {
    const container = new FakeContainer();
    const { win, load, timers } = loadingWindow();
    const registered = registerServiceWorker({ container: container.asContainer(), win });
    load();
    await registered;
    expect(timers.map((timer) => timer.ms)).toEqual([SERVICE_WORKER_UPDATE_INTERVAL_MS]);
    expect(SERVICE_WORKER_UPDATE_INTERVAL_MS).toBe(300000);
    timers[0].fn();
    timers[0].fn();
    expect(container.registration.updates).toBe(2);
  });

  it('does nothing where the browser has no service workers', async () => {
    const { win } = loadingWindow();
    await expect(registerServiceWorker({ win })).resolves.toBeNull();
  });

  it('does not reload when the first install takes the page', async () => {
    const container = new FakeContainer();
    const { win, load } = loadingWindow();
    const reload = jest.fn();
    const registered = registerServiceWorker({ container: container.asContainer(), win, reload });
    load();
    await registered;
    container.firstInstall();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the update prompt', () => {
  async function controlledPage() {
    const container = new FakeContainer();
    container.firstInstall(); // an earlier visit installed the site
    const { win, load } = loadingWindow();
    const reload = jest.fn();
    const registered = registerServiceWorker({ container: container.asContainer(), win, reload });
    load();
    await registered;
    render(<UpdatePrompt />);
    return { container, reload };
  }

  it('stays hidden while no new version waits', async () => {
    await controlledPage();
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it("says 'A new version is available' once one has installed; Reload lets it take over, then the page reloads", async () => {
    const { container, reload } = await controlledPage();
    let worker!: ReturnType<FakeContainer['newVersionInstalls']>;
    act(() => {
      worker = container.newVersionInstalls();
    });
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    // Nothing happens behind the member's back: the new version only waits.
    expect(worker.messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    act(() => container.takeOver(worker));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows for a version that was already waiting when the page opened', async () => {
    const container = new FakeContainer();
    container.firstInstall();
    container.newVersionInstalls();
    const { win, load } = loadingWindow();
    const registered = registerServiceWorker({ container: container.asContainer(), win, reload: jest.fn() });
    load();
    await act(async () => {
      await registered;
    });
    render(<UpdatePrompt />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('a page in another tab reloads too when the new version takes over', async () => {
    const { container, reload } = await controlledPage();
    let worker!: ReturnType<FakeContainer['newVersionInstalls']>;
    act(() => {
      worker = container.newVersionInstalls();
    });
    // Another tab chose Reload: this page was not asked, but it must not run on half old code.
    act(() => container.takeOver(worker));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
