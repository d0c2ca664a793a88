import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageLocale, User } from 'shared-contracts';
import { makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import MapPage from './MapPage';
import { mapCss } from './parts/mapCss';
import { fakeGeolocation } from './test-support/geolocation';
import { renderMap } from './test-support/renderMap';
import './test-support/layout';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const me = makeUser({ id: 7, displayName: 'Beth March', isLocationVisible: false });
const jo = makeUser({ id: 8, displayName: 'Jo March', occupation: 'Writer', phoneNumber: '5551234567', isLocationVisible: true, location: { lat: 40.71, lng: -74.0, updatedAt: minutesAgo(5) } });
const meg = makeUser({ id: 9, displayName: 'Meg Brooke', occupation: '', isLocationVisible: true, location: { lat: 42.46, lng: -71.35, updatedAt: minutesAgo(2) } });
const amy = makeUser({ id: 10, displayName: 'Amy March', isLocationVisible: true });
const laurie = makeUser({ id: 11, displayName: 'Laurie', isLocationVisible: false });
const family = [me, jo, meg, amy, laurie];

const membersRoute = (members: unknown[]): FakeRoute => ({ method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members } } });
const relations: FakeRoute = {
  method: 'GET',
  url: '/api/auth/family/relations',
  body: { success: true, data: { me: 'm7', relations: [{ person: 'm8', word: 'sister' }] } },
};

function renderIn(locale: PageLocale, user: User = me, members: unknown[] = family) {
  return renderMap(<MapPage />, { user, network: [membersRoute(members), relations], locale });
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('the Family Map in the family’s languages', () => {
  it('speaks German: the header’s counts, the alerts, the switch, the markers and their popup', async () => {
    fakeGeolocation({ code: 1 });
    // The members held back: the map waits for them under its spinner, named in German.
    let release!: () => void;
    const membersHeld = new Promise<void>((resolve) => (release = resolve));
    renderMap(<MapPage />, {
      user: me,
      locale: 'de',
      network: [{ ...membersRoute(family), respond: () => membersHeld.then(() => ({ status: 200, body: membersRoute(family).body })) }, relations],
    });
    expect(await screen.findByRole('status', { name: 'Karte wird geladen' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Standorte der Familie (2 mit GPS, 3 mit Freigabe)'));
    expect(screen.getByRole('group', { name: 'Standortfreigabe' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Meinen Standort teilen' })).not.toBeChecked();
    expect(screen.getByLabelText('Teilen für')).toBeInTheDocument();
    expect(alerts()).toEqual([
      'Schalte die Standortfreigabe ein, um deine Position zu sehen – so findet dich die Familie leicht.',
      '1 Mitglied hat die Standortfreigabe an, aber noch keine Position: Amy March.',
      '2 weitere Familienmitglieder müssen ihren Standort teilen, um auf der Karte zu erscheinen.',
    ]);

    const joMarker = await screen.findByRole('button', { name: 'Jo March, vor 5 Minuten aktualisiert' });
    expect(joMarker.querySelector('.fn-map-marker-age')).toHaveAttribute('data-age', '5 Min.');
    expect(screen.getByRole('button', { name: 'Vergrößern' })).toHaveAttribute('title', 'Vergrößern');
    expect(screen.getByRole('button', { name: 'Verkleinern' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Meg Brooke/ }));
    const info = await screen.findByRole('group', { name: 'Meg Brooke' });
    expect(within(info).getByText('Familienmitglied')).toBeInTheDocument();
    expect(within(info).getByText('vor 2 Minuten aktualisiert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Popup schließen' })).toBeInTheDocument();

    // The browser refuses: why, in German.
    await userEvent.click(screen.getByRole('switch', { name: 'Meinen Standort teilen' }));
    expect(await screen.findByText(/^Der Zugriff auf deinen Standort wurde verweigert\./)).toBeInTheDocument();
  });

  it('speaks German while sharing: until when, in the language’s time', async () => {
    const sharing = { ...me, isLocationVisible: true, location: { lat: 43.1, lng: -70.9, updatedAt: minutesAgo(0), sharingUntil: new Date(Date.now() + 3_600_000).toISOString() } };
    renderIn('de', sharing, [sharing, jo]);
    expect(await screen.findByRole('button', { name: 'Beth March (du), vor ein paar Sekunden aktualisiert' })).toBeInTheDocument();
    expect(screen.getByText(/^Geteilt bis ((Mo|Di|Mi|Do|Fr|Sa|So)\., )?\d{1,2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Meinen Standort teilen' })).toBeChecked();
  });

  it('speaks Arabic right to left: counts with their plural forms, the popup starting on the right', async () => {
    renderIn('ar');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('مواقع العائلة (2 بنظام GPS، 3 فعّلوا المشاركة)'));
    // Two minutes: Arabic's dual.
    expect(await screen.findByRole('button', { name: 'Meg Brooke، حُدّث قبل دقيقتين' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'مشاركة موقعي' })).toBeInTheDocument();
    expect(alerts()).toContain('يلزم أن يشارك فردان آخران من العائلة موقعيهما ليظهرا على الخريطة.');
    expect(mapCss).toMatch(/\.fn-map-info \{[^}]*text-align: start;/);
  });
});

describe('the pseudo-language', () => {
  // The words the test itself gave: the members' names and occupation, the relation the server answered.
  const GIVEN = ['Beth', 'Jo', 'Meg', 'Brooke', 'Amy', 'March', 'Laurie', 'Writer', 'sister'];
  // For en-XA times are said as English says them (dayjs's 'h:mm A', Intl's English).
  const TIME = ['AM', 'PM', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const withoutGiven = (text: string) => [...GIVEN, ...TIME].reduce((rest, word) => rest.replace(new RegExp(`\\b${word}\\b`, 'g'), ''), text);

  function plainEnglish(root: Element): string[] {
    const visible = [...root.querySelectorAll('*')]
      // Not ours: the tile provider's credit (as it gives it), and the relation's line ("Your sister"),
      // shared-contracts/ui's yourRelation, in English until it is translated there.
      .filter((element) => element.tagName !== 'STYLE' && !element.closest('.leaflet-control-attribution, .fn-map-info-relation'))
      .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? ''));
    const names = [...root.querySelectorAll('[aria-label], [title]')].flatMap((element) => [element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '']);
    return [...visible, ...names].filter((text) => /[A-Za-z]{2,}/.test(withoutGiven(text)));
  }

  it('leaves no plain English letter: header, alerts, switch, markers, the popup and a problem', async () => {
    fakeGeolocation({ code: 2 });
    const { container } = renderIn('en-XA');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^⟦.+⟧$/));
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(3));
    const jos = await screen.findByRole('button', { name: /^⟦Jo March/ });
    expect(plainEnglish(container)).toEqual([]);

    await userEvent.click(jos);
    await waitFor(() => expect(container.querySelector('.fn-map-info-relation')).not.toBeNull());
    expect(container.querySelector('.leaflet-popup-close-button')).toHaveAttribute('aria-label', expect.stringMatching(/^⟦.+⟧$/));
    expect(plainEnglish(container)).toEqual([]);

    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(4));
    expect(plainEnglish(container)).toEqual([]);
  });

  it('leaves none while sharing, the own marker and until when included', async () => {
    const sharing = { ...me, isLocationVisible: true, location: { lat: 43.1, lng: -70.9, updatedAt: minutesAgo(0), sharingUntil: new Date(Date.now() + 3_600_000).toISOString() } };
    const { container } = renderIn('en-XA', sharing, [sharing, jo]);
    await screen.findByRole('button', { name: /^⟦⟦Beth March/ });
    await waitFor(() => expect(container.querySelector('.fn-map-share-status')).toHaveTextContent(/^⟦.+⟧$/));
    expect(plainEnglish(container)).toEqual([]);
  });
});
