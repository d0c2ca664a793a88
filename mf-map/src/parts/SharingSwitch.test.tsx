import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-contracts';
import { antdElementOnPage, makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import MapPage from '../MapPage';
import { renderMap } from '../test-support/renderMap';
import { fakeGeolocation, noGeolocation } from '../test-support/geolocation';
import '../test-support/layout';
import { GEOLOCATION_MESSAGES } from './geolocation';
import { POST_INTERVAL_MS } from './usePositionWatch';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const ORCHARD_HOUSE = { lat: 42.4604, lng: -71.3489 };
const me = makeUser({ id: 7, displayName: 'Beth March', isLocationVisible: false });
const sharingMe = (extra: Partial<NonNullable<User['location']>> = {}): User => ({
  ...me,
  isLocationVisible: true,
  location: { ...ORCHARD_HOUSE, updatedAt: new Date().toISOString(), ...extra },
});
const jo = makeUser({ id: 8, displayName: 'Jo March', isLocationVisible: true, location: { lat: 40.71, lng: -74.0, updatedAt: new Date().toISOString() } });

const members: FakeRoute = { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: [me, jo] } } };

/** The server's answer to location/update: the member, sharing at the posted position. */
const updateOk: FakeRoute = {
  method: 'POST',
  url: '/api/auth/location/update',
  respond: ({ data }) => {
    const body = data as { latitude: number; longitude: number; sharingFor?: string };
    const sharingUntil = body.sharingFor === '1h' ? new Date(Date.now() + 3_600_000).toISOString() : undefined;
    const location = { lat: body.latitude, lng: body.longitude, updatedAt: new Date().toISOString(), ...(sharingUntil ? { sharingUntil } : {}) };
    return { status: 200, body: { success: true, data: { user: { ...me, isLocationVisible: true, location } } } };
  },
};
const clearOk: FakeRoute = { method: 'DELETE', url: '/api/auth/location/clear', body: { success: true, data: { user: me } } };

const theSwitch = () => screen.getByRole('switch', { name: 'Share my location' });
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const posts = (requests: Array<{ method: string; url: string; data: unknown }>) =>
  requests.filter((request) => request.method === 'POST' && request.url === '/api/auth/location/update').map((request) => request.data);

async function openMap(network: FakeRoute[], user: User = me) {
  const rendered = renderMap(<MapPage />, { user, network: [members, ...network] });
  await screen.findByRole('button', { name: /^Jo March/ });
  return rendered;
}

describe("'Share my location': off to on", () => {
  it('asks the browser, posts the position (until turned off), and the member is on the map', async () => {
    const device = fakeGeolocation(ORCHARD_HOUSE);
    const { requests, store } = await openMap([updateOk]);
    await userEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toBeChecked());
    expect(device.asked).toBe(1);
    expect(posts(requests)).toEqual([{ latitude: ORCHARD_HOUSE.lat, longitude: ORCHARD_HOUSE.lng, sharingFor: 'untilOff' }]);
    expect(await screen.findByRole('button', { name: 'Beth March (you), updated a few seconds ago' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Family Locations (2 with GPS, 2 sharing enabled)');
    expect(screen.getByText('Sharing until you turn it off')).toBeInTheDocument();
    expect(alertTexts()).not.toContain('Enable location sharing to see your position and let family find you easily.');
    // The session holds the one copy of the member, with the server's answer.
    const { currentUserAtom } = await import('shared-contracts/runtime');
    expect(store.get(currentUserAtom)?.location).toMatchObject({ lat: ORCHARD_HOUSE.lat, lng: ORCHARD_HOUSE.lng });
  });

  it('shares for the period chosen: 1 hour', async () => {
    fakeGeolocation(ORCHARD_HOUSE);
    const { requests } = await openMap([updateOk]);
    await userEvent.selectOptions(screen.getByLabelText('Share for'), '1 hour');
    await userEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toBeChecked());
    expect(posts(requests)).toEqual([{ latitude: ORCHARD_HOUSE.lat, longitude: ORCHARD_HOUSE.lng, sharingFor: '1h' }]);
    expect(screen.getByText(/^Sharing until ((Sun|Mon|Tue|Wed|Thu|Fri|Sat) )?\d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  });

  it('waits for the browser with a spinner on the switch', async () => {
    const device = fakeGeolocation('never');
    await openMap([updateOk]);
    await userEvent.click(theSwitch());
    expect(device.asked).toBe(1);
    expect(theSwitch()).toBeDisabled();
    expect(theSwitch()).not.toBeChecked();
  });

  it.each([
    ['denied', 1, GEOLOCATION_MESSAGES.denied],
    ['unavailable', 2, GEOLOCATION_MESSAGES.unavailable],
    ['timed out', 3, GEOLOCATION_MESSAGES.timeout],
  ] as const)('position %s: the switch turns back off and says why; nothing is posted', async (_what, code, message) => {
    fakeGeolocation({ code });
    const { requests } = await openMap([updateOk]);
    await userEvent.click(theSwitch());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(theSwitch()).not.toBeChecked();
    expect(theSwitch()).toBeEnabled();
    expect(posts(requests)).toEqual([]);
    expect(alertTexts()).toContain('Enable location sharing to see your position and let family find you easily.');
  });

  it("without geolocation: 'Geolocation is not supported by this browser.' and the switch stays off", async () => {
    noGeolocation();
    const { requests } = await openMap([updateOk]);
    await userEvent.click(theSwitch());
    expect(await screen.findByText('Geolocation is not supported by this browser.')).toBeInTheDocument();
    expect(theSwitch()).not.toBeChecked();
    expect(posts(requests)).toEqual([]);
  });

  it("the server's refusal is shown in its words, and the switch turns back off", async () => {
    fakeGeolocation(ORCHARD_HOUSE);
    await openMap([{ method: 'POST', url: '/api/auth/location/update', status: 429, body: { success: false, message: 'Too many attempts. Please wait 1 minute and try again.' } }]);
    await userEvent.click(theSwitch());
    expect(await screen.findByText('Too many attempts. Please wait 1 minute and try again.')).toBeInTheDocument();
    expect(theSwitch()).not.toBeChecked();
  });

  it('a problem can be dismissed, and trying again clears it', async () => {
    const device = fakeGeolocation({ code: 1 });
    await openMap([updateOk]);
    await userEvent.click(theSwitch());
    await screen.findByText(GEOLOCATION_MESSAGES.denied);
    device.answer = ORCHARD_HOUSE;
    await userEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toBeChecked());
    expect(screen.queryByText(GEOLOCATION_MESSAGES.denied)).not.toBeInTheDocument();
  });
});

describe("'Share my location': on to off", () => {
  it('clears the local position at once and deletes the stored one', async () => {
    fakeGeolocation(ORCHARD_HOUSE);
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { requests } = await openMap([{ method: 'DELETE', url: '/api/auth/location/clear', respond: () => new Promise((resolve) => (answer = resolve)) }], sharingMe());
    expect(screen.getByRole('button', { name: /^Beth March \(you\)/ })).toBeInTheDocument();
    await userEvent.click(theSwitch());
    // Before the server has answered: off, and the own marker gone.
    expect(theSwitch()).not.toBeChecked();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Beth March/ })).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/api/auth/location/clear']);
    await act(async () => answer({ status: 200, body: { success: true, data: { user: me } } }));
    expect(theSwitch()).not.toBeChecked();
    expect(alertTexts()).toContain('Enable location sharing to see your position and let family find you easily.');
  });

  it('a failing delete is only logged: the switch stays off and no error is shown', async () => {
    fakeGeolocation(ORCHARD_HOUSE);
    await openMap([{ method: 'DELETE', url: '/api/auth/location/clear', status: 500, body: { success: false, message: 'Database unavailable' } }], sharingMe());
    await userEvent.click(theSwitch());
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Could not delete the stored location', expect.anything()));
    expect(theSwitch()).not.toBeChecked();
    // Only the map's own notices: nothing about the failure.
    expect(alertTexts()).toEqual([
      'Enable location sharing to see your position and let family find you easily.',
      '1 more family member needs to share their location to appear on the map.',
    ]);
  });

  it('a new period while sharing posts the same position for that long', async () => {
    fakeGeolocation(ORCHARD_HOUSE);
    const { requests } = await openMap([updateOk], sharingMe());
    await userEvent.selectOptions(screen.getByLabelText('Share for'), '1 hour');
    await waitFor(() => expect(posts(requests)).toEqual([{ latitude: ORCHARD_HOUSE.lat, longitude: ORCHARD_HOUSE.lng, sharingFor: '1h' }]));
    expect(await screen.findByText(/^Sharing until ((Sun|Mon|Tue|Wed|Thu|Fri|Sat) )?\d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  });

  it('when the chosen period ends, the switch follows the server', async () => {
    fakeGeolocation(ORCHARD_HOUSE);
    const { requests } = await openMap([clearOk, { method: 'GET', url: '/api/auth/current/user', body: { success: true, data: { user: me } } }], sharingMe({ sharingUntil: new Date(Date.now() + 200).toISOString() }));
    expect(theSwitch()).toBeChecked();
    await waitFor(() => expect(theSwitch()).not.toBeChecked(), { timeout: 4000 });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('GET /api/auth/current/user');
  });
});

describe('while the map is open and sharing is on, the position is kept current', () => {
  afterEach(() => jest.useRealTimers());

  it('follows the device, posting at most once a minute (the last position of a busy minute is not lost)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const device = fakeGeolocation(ORCHARD_HOUSE);
    const { requests } = renderMap(<MapPage />, { user: sharingMe({ updatedAt: new Date().toISOString() }), network: [members, updateOk] });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(device.watchers.size).toBe(1);

    await act(async () => device.move(42.47, -71.35)); // moved ~1 km, but posted a moment ago
    expect(posts(requests)).toEqual([]);
    await act(async () => device.move(42.48, -71.36));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POST_INTERVAL_MS);
    });
    expect(posts(requests)).toEqual([{ latitude: 42.48, longitude: -71.36 }]);

    await act(async () => device.move(42.49, -71.37));
    expect(posts(requests)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POST_INTERVAL_MS);
    });
    expect(posts(requests)).toEqual([
      { latitude: 42.48, longitude: -71.36 },
      { latitude: 42.49, longitude: -71.37 },
    ]);
  });

  it('a member who has not moved says so only every five minutes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const device = fakeGeolocation(ORCHARD_HOUSE);
    const { requests } = renderMap(<MapPage />, { user: sharingMe(), network: [members, updateOk] });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2 * POST_INTERVAL_MS);
    });
    await act(async () => device.move(ORCHARD_HOUSE.lat, ORCHARD_HOUSE.lng));
    expect(posts(requests)).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4 * POST_INTERVAL_MS);
    });
    await act(async () => device.move(ORCHARD_HOUSE.lat + 0.00001, ORCHARD_HOUSE.lng));
    expect(posts(requests)).toEqual([{ latitude: ORCHARD_HOUSE.lat + 0.00001, longitude: ORCHARD_HOUSE.lng }]);
  });

  it('does not follow the device when sharing is off, and stops when it is turned off', async () => {
    const device = fakeGeolocation(ORCHARD_HOUSE);
    await openMap([clearOk], sharingMe());
    expect(device.watchers.size).toBe(1);
    await userEvent.click(theSwitch());
    expect(device.watchers.size).toBe(0);
  });

  it('sharing ended elsewhere (409): the switch follows the server and the device is no longer followed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const device = fakeGeolocation(ORCHARD_HOUSE);
    renderMap(<MapPage />, {
      user: sharingMe({ updatedAt: new Date(Date.now() - 10 * 60_000).toISOString() }),
      network: [
        members,
        { method: 'POST', url: '/api/auth/location/update', status: 409, body: { success: false, message: 'Location sharing is off. Turn it on to share your position.' } },
        { method: 'GET', url: '/api/auth/current/user', body: { success: true, data: { user: me } } },
      ],
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    await act(async () => device.move(42.5, -71.4));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(theSwitch()).not.toBeChecked();
    expect(device.watchers.size).toBe(0);
  });
});

describe('the first screen renders no antd component', () => {
  // antd's components bring its CSS-in-JS engine and ConfigProvider (about 60 KiB) to the page
  // that renders one: the switch, the notices and the spinner are the kit's.

  it('while the map loads, with the map, its notices and a problem, and as the switch turns on', async () => {
    const device = fakeGeolocation({ code: 1 });
    renderMap(<MapPage />, { user: me, network: [members, updateOk] });
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeInTheDocument();
    expect(antdElementOnPage()).toBeNull();

    await screen.findByRole('button', { name: /^Jo March/ });
    expect(theSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(alertTexts()).toContain('Enable location sharing to see your position and let family find you easily.');
    expect(antdElementOnPage()).toBeNull();
    // The switch's rules are in the page once (the map also runs on its own).
    expect(document.head.querySelectorAll('style[data-href^="fn-kit-switch-"]')).toHaveLength(1);

    // A problem, with its Close button: dismissed, it goes.
    await userEvent.click(theSwitch());
    const problem = (await screen.findByText(GEOLOCATION_MESSAGES.denied)).closest('[role="alert"]') as HTMLElement;
    expect(problem).not.toBeNull();
    expect(antdElementOnPage()).toBeNull();
    await userEvent.click(within(problem).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(GEOLOCATION_MESSAGES.denied)).not.toBeInTheDocument();

    device.answer = ORCHARD_HOUSE;
    await userEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toHaveAttribute('aria-checked', 'true'));
    expect(antdElementOnPage()).toBeNull();
  });
});
