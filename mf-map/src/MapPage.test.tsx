import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-contracts';
import { antdElementOnPage, makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import { TILES_DOWN_NOTICE } from './maps/MapView';
import MapPage from './MapPage';
import { renderMap } from './test-support/renderMap';
import { MEMBERS_REFRESH_MS } from './parts/useFamilyMembers';
import './test-support/layout';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const me = makeUser({ id: 7, displayName: 'Beth March', isLocationVisible: false });
const jo = makeUser({ id: 8, displayName: 'Jo March', occupation: 'Writer', phoneNumber: '5551234567', isLocationVisible: true, location: { lat: 40.71, lng: -74.0, updatedAt: minutesAgo(5) } });
const meg = makeUser({ id: 9, displayName: 'Meg Brooke', occupation: '', phoneNumber: undefined, isLocationVisible: true, location: { lat: 42.46, lng: -71.35, updatedAt: minutesAgo(65) } });
const amy = makeUser({ id: 10, displayName: 'Amy March', isLocationVisible: true });
const laurie = makeUser({ id: 11, displayName: 'Laurie', isLocationVisible: false });

const membersRoute = (members: unknown[]): FakeRoute => ({ method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members } } });

function renderPage(network: FakeRoute[], user: User = me) {
  return renderMap(<MapPage />, { user, network });
}

const heading = () => screen.getByRole('heading', { level: 1 });

const tilesShown = () => Array.from(document.querySelectorAll<HTMLImageElement>('img.leaflet-tile'), (tile) => tile.src).sort();

/** Every street tile the map builds from now on, even one it throws away at once; stop() gives them. */
function recordTiles() {
  const built = new Set<string>();
  const watcher = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) if (node instanceof HTMLImageElement && node.classList.contains('leaflet-tile')) built.add(node.src);
    }
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  return {
    stop: () => {
      watcher.takeRecords();
      watcher.disconnect();
      return [...built].sort();
    },
  };
}

/** Lets the map finish what it started (Leaflet lays out its tiles a moment after a view is set). */
const settle = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('the Family Map', () => {
  it('shows a spinner, then the header with its counts, the switch and the three alerts', async () => {
    renderPage([membersRoute([me, jo, meg, amy, laurie])]);
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeInTheDocument();
    await waitFor(() => expect(heading()).toHaveTextContent('Family Locations (2 with GPS, 3 sharing enabled)'));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Share my location' })).not.toBeChecked();
    expect(alerts()).toEqual([
      'Enable location sharing to see your position and let family find you easily.',
      '1 member has location sharing on but no position yet: Amy March.',
      '2 more family members need to share their location to appear on the map.',
    ]);
  });

  it("draws the markers this device last received at once, and the server's answer moves them", async () => {
    const online = renderPage([membersRoute([me, jo, meg])]);
    expect(await screen.findByRole('button', { name: 'Jo March, updated 5 minutes ago' })).toBeInTheDocument();
    online.unmount();

    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const second = renderPage([{ method: 'GET', url: '/api/auth/family/members', respond: () => new Promise((resolve) => (answer = resolve)) }]);
    // Asked, not answered: the marker comes from the device.
    expect(await screen.findByRole('button', { name: 'Jo March, updated 5 minutes ago' })).toBeInTheDocument();
    await waitFor(() => expect(second.requests.filter((request) => request.url === '/api/auth/family/members')).toHaveLength(1));

    answer({ status: 200, body: { success: true, data: { members: [me, { ...jo, location: { ...jo.location, updatedAt: minutesAgo(20) } }] } } });
    expect(await screen.findByRole('button', { name: 'Jo March, updated 20 minutes ago' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Meg Brooke/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument());
  });

  it('keeps the markers this device last received when the server cannot be reached, and drops them when it refuses', async () => {
    const online = renderPage([membersRoute([me, jo, meg])]);
    expect(await screen.findByRole('button', { name: 'Jo March, updated 5 minutes ago' })).toBeInTheDocument();
    online.unmount();

    const offline = renderPage([{ method: 'GET', url: '/api/auth/family/members', respond: () => Promise.reject(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' })) }]);
    await waitFor(() => expect(offline.requests.filter((request) => request.url === '/api/auth/family/members')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Jo March, updated 5 minutes ago' })).toBeInTheDocument();
    offline.unmount();

    renderPage([{ method: 'GET', url: '/api/auth/family/members', status: 403, body: { success: false, message: 'Not allowed' } }]);
    expect(heading()).toHaveTextContent('Family Locations (2 with GPS, 2 sharing enabled)');
    await waitFor(() => expect(heading()).toHaveTextContent('Family Locations (0 with GPS, 0 sharing enabled)'));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Jo March/ })).not.toBeInTheDocument();
  });

  it('puts one marker on the map per member who shares a position, named with how fresh it is', async () => {
    renderPage([membersRoute([me, jo, meg, amy, laurie])]);
    const joMarker = await screen.findByRole('button', { name: 'Jo March, updated 5 minutes ago' });
    // The initial and the short age are drawn by CSS from these attributes (its name says them in full).
    const drawn = (marker: HTMLElement) => [...marker.querySelectorAll('[data-initial], [data-age]')].map((node) => node.getAttribute('data-initial') ?? node.getAttribute('data-age'));
    expect(drawn(joMarker)).toEqual(['J', '5 min']);
    expect(drawn(screen.getByRole('button', { name: 'Meg Brooke, updated an hour ago' }))).toContain('1 h');
    expect(screen.queryByRole('button', { name: /Amy March|Laurie|Beth March/ })).not.toBeInTheDocument();
  });

  it('a marker opens an info window: name, occupation (or Family Member), phone, how fresh', async () => {
    renderPage([membersRoute([me, jo, meg])]);
    await userEvent.click(await screen.findByRole('button', { name: /^Jo March/ }));
    const info = await screen.findByRole('group', { name: 'Jo March' });
    expect(within(info).getByText('Writer')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute('href', 'tel:5551234567');
    expect(within(info).getByText('updated 5 minutes ago')).toBeInTheDocument();

    // From the keyboard too. (user-event's Enter keypress has keyCode 0 where browsers send 13,
    // and two quick clicks in jsdom look like a double tap to Leaflet: the browser's event here.)
    const megMarker = screen.getByRole('button', { name: /^Meg Brooke/ });
    megMarker.focus();
    fireEvent.keyPress(megMarker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    const megInfo = await screen.findByRole('group', { name: 'Meg Brooke' });
    expect(within(megInfo).getByText('Family Member')).toBeInTheDocument();
    expect(within(megInfo).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the own marker from the session, marked as yours, and no own-sharing alert', async () => {
    const sharingMe = { ...me, isLocationVisible: true, location: { lat: 43.1, lng: -70.9, updatedAt: minutesAgo(0) } };
    // The list is a little behind the session: the session's copy of the member wins.
    renderPage([membersRoute([me, jo])], sharingMe);
    expect(await screen.findByRole('button', { name: 'Beth March (you), updated a few seconds ago' })).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Family Locations (2 with GPS, 2 sharing enabled)');
    expect(alerts()).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Share my location' })).toBeChecked();
    expect(screen.getByText('Sharing until you turn it off')).toBeInTheDocument();
  });

  it('with nobody sharing: no markers, and the counts say so', async () => {
    renderPage([membersRoute([me, laurie])]);
    await waitFor(() => expect(heading()).toHaveTextContent('Family Locations (0 with GPS, 0 sharing enabled)'));
    expect(alerts()).toContain('2 more family members need to share their location to appear on the map.');
  });

  it('shows only the signed-in member when the members call fails', async () => {
    const sharingMe = { ...me, isLocationVisible: true, location: { lat: 43.1, lng: -70.9, updatedAt: minutesAgo(1) } };
    renderPage([{ method: 'GET', url: '/api/auth/family/members', status: 500, body: { success: false, message: 'Database unavailable' } }], sharingMe);
    await waitFor(() => expect(heading()).toHaveTextContent('Family Locations (1 with GPS, 1 sharing enabled)'));
    expect(screen.getByRole('button', { name: /^Beth March \(you\)/ })).toBeInTheDocument();
  });

  it("moves other members' markers without a reload", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      let answer = [me, jo];
      renderPage([{ method: 'GET', url: '/api/auth/family/members', respond: () => ({ status: 200, body: { success: true, data: { members: answer } } }) }]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByRole('button', { name: /^Jo March/ })).toBeInTheDocument();
      answer = [me, { ...jo, location: { lat: 41, lng: -73, updatedAt: new Date().toISOString() } }, meg];
      await act(async () => {
        await jest.advanceTimersByTimeAsync(MEMBERS_REFRESH_MS);
      });
      expect(screen.getByRole('button', { name: 'Jo March, updated a few seconds ago' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Meg Brooke/ })).toBeInTheDocument();
      expect(heading()).toHaveTextContent('Family Locations (2 with GPS, 2 sharing enabled)');
    } finally {
      jest.useRealTimers();
    }
  });

  it('with the markers known when the map opens, asks the tile server only for the streets around them', async () => {
    const first = renderPage([membersRoute([me, jo, meg])]);
    await screen.findByRole('button', { name: /^Jo March/ });
    first.unmount();

    const tiles = recordTiles();
    renderPage([{ method: 'GET', url: '/api/auth/family/members', respond: () => new Promise(() => {}) }]);
    await screen.findByRole('button', { name: /^Jo March/ });
    await settle();
    expect(tiles.stop()).toEqual(tilesShown());
    expect(tilesShown().length).toBeGreaterThanOrEqual(4);
  });

  it('waits for the family list before fetching any streets, then asks only for those around the markers', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const tiles = recordTiles();
    renderPage([{ method: 'GET', url: '/api/auth/family/members', respond: () => new Promise((resolve) => (answer = resolve)) }]);
    await waitFor(() => expect(document.querySelector('.leaflet-container')).not.toBeNull());
    await settle();
    expect(tilesShown()).toEqual([]);
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeInTheDocument();

    answer({ status: 200, body: { success: true, data: { members: [me, jo, meg] } } });
    await screen.findByRole('button', { name: /^Jo March/ });
    await settle();
    expect(tiles.stop()).toEqual(tilesShown());
    expect(tilesShown().length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the markers on a plain background with a short notice when the tile server does not answer, until a tile comes', async () => {
    renderPage([membersRoute([me, jo])]);
    await screen.findByRole('button', { name: /^Jo March/ });
    const tiles = Array.from(document.querySelectorAll('img.leaflet-tile'));
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    act(() => tiles.forEach((tile) => tile.dispatchEvent(new Event('error'))));
    // A status, read in place (not an alert): the map still works.
    expect((await screen.findByText(TILES_DOWN_NOTICE)).closest('[role="status"]')).not.toBeNull();
    expect(antdElementOnPage()).toBeNull();
    expect(screen.getByRole('button', { name: /^Jo March/ })).toBeInTheDocument();
    expect(screen.queryByText('Error loading OpenStreetMap')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Share my location' })).toBeEnabled();

    const later = document.querySelector('img.leaflet-tile')!;
    act(() => later.dispatchEvent(new Event('load')));
    await waitFor(() => expect(screen.queryByText(TILES_DOWN_NOTICE)).not.toBeInTheDocument());
  });

  it('a marker keeps its place and its focus when its age moves on', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      renderPage([membersRoute([me, { ...jo, location: { lat: 40.71, lng: -74.0, updatedAt: new Date().toISOString() } }])]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      const joMarker = screen.getByRole('button', { name: 'Jo March, updated a few seconds ago' });
      joMarker.focus();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2 * 60_000);
      });
      expect(joMarker).toHaveAccessibleName('Jo March, updated 2 minutes ago');
      expect(joMarker.querySelector('.fn-map-marker-age')).toHaveAttribute('data-age', '2 min');
      expect(joMarker).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the OpenStreetMap credit, as a link', async () => {
    renderPage([membersRoute([me, jo])]);
    expect(await screen.findByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });
});
