import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAP_DEFAULT_CENTER, type User } from 'shared-contracts';
import { makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import MapPage from '../MapPage';
import { renderMap } from '../test-support/renderMap';
import { GOOGLE_MAPS, answerGoogleMapsScript, lastMap, standIn } from '../test-support/googleMaps';
import '../test-support/layout';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

let stopAnswering: () => void;
beforeEach(() => {
  stopAnswering = answerGoogleMapsScript('load');
});
afterEach(() => stopAnswering());

const now = new Date().toISOString();
const me = makeUser({ id: 7, displayName: 'Beth March', isLocationVisible: false });
const jo = makeUser({ id: 8, displayName: 'Jo March', occupation: 'Writer', phoneNumber: '5551234567', isLocationVisible: true, location: { lat: 40.71, lng: -74.0, updatedAt: now } });
const meg = makeUser({ id: 9, displayName: 'Meg Brooke', isLocationVisible: true, location: { lat: 42.46, lng: -71.35, updatedAt: now } });
const membersRoute = (members: User[]): FakeRoute => ({ method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members } } });

function renderWithGoogle(members: User[]) {
  return renderMap(<MapPage />, { user: me, network: [membersRoute(members)], appConfig: { maps: GOOGLE_MAPS } });
}

describe('the map with a Google Maps key', () => {
  it('loads Google Maps with the key, points of interest hidden, and draws one marker per sharing member', async () => {
    renderWithGoogle([me, jo, meg]);
    expect(await screen.findByRole('button', { name: 'Jo March, updated a few seconds ago' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Meg Brooke/ })).toBeInTheDocument();
    expect(standIn()!.key).toBe(GOOGLE_MAPS.googleMapsApiKey);
    expect(lastMap().options.styles).toEqual([{ featureType: 'poi', stylers: [{ visibility: 'off' }] }]);
    expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument();
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });

  it('a marker opens the info window: name, occupation, phone, how fresh', async () => {
    renderWithGoogle([me, jo, meg]);
    await userEvent.click(await screen.findByRole('button', { name: /^Jo March/ }));
    const info = await screen.findByRole('group', { name: 'Jo March' });
    expect(within(info).getByText('Writer')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: '(555) 123-4567' })).toBeInTheDocument();
    expect(within(info).getByText('updated a few seconds ago')).toBeInTheDocument();
  });

  it('fits all markers when there is more than one, never closer than street level', async () => {
    renderWithGoogle([me, jo, meg]);
    await screen.findByRole('button', { name: /^Meg Brooke/ });
    expect(lastMap().calls).toContainEqual({ fitBounds: [{ lat: 40.71, lng: -74.0 }, { lat: 42.46, lng: -71.35 }], padding: 48 });

    const neighbour = makeUser({ id: 10, displayName: 'Laurie', isLocationVisible: true, location: { lat: 40.7101, lng: -74.0001, updatedAt: now } });
    renderWithGoogle([me, jo, neighbour]);
    await screen.findByRole('button', { name: /^Laurie/ });
    await waitFor(() => expect(lastMap().zoom).toBe(15));
  });

  it('centres the only marker at zoom 10, and shows the central-US point at zoom 10 when nobody shares', async () => {
    renderWithGoogle([me, jo]);
    await screen.findByRole('button', { name: /^Jo March/ });
    expect(lastMap().center).toEqual({ lat: 40.71, lng: -74.0 });
    expect(lastMap().zoom).toBe(10);

    renderWithGoogle([me]);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).at(-1)).toHaveTextContent('Family Locations (0 with GPS, 0 sharing enabled)'));
    await waitFor(() => expect(lastMap().center).toEqual(MAP_DEFAULT_CENTER));
    expect(lastMap().zoom).toBe(10);
  });
});
