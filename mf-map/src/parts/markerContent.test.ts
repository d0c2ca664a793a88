import { within } from '@testing-library/react';
import { makeUser } from 'shared-contracts/testing';
import { TABLE_WITH_THROWAWAY_FIELD, THROWAWAY_FIELD } from 'shared-contracts/testing/fields';
import { infoWindowContent, markerContent, markerLabel } from './markerContent';
import { englishText } from '../messages';
import { inEnglish } from '../test-support/inEnglish';

const NOW = Date.parse('2026-03-14T15:00:00Z');
const fiveMinutesAgo = new Date(NOW - 5 * 60_000).toISOString();
const jo = makeUser({
  displayName: 'Jo March',
  occupation: 'Writer',
  phoneNumber: '5551234567',
  isLocationVisible: true,
  location: { lat: 42.46, lng: -71.35, updatedAt: fiveMinutesAgo },
});

function shown(node: HTMLElement) {
  document.body.replaceChildren(node);
  return within(document.body);
}

describe('a marker', () => {
  it("is the member's photo in a 40 px circle, with the position's age under it", () => {
    const node = markerContent(englishText, { ...jo, photoURL: '/uploads/avatars/jo.webp' }, false, NOW);
    const circle = node.querySelector<HTMLElement>('.fn-map-marker-circle')!;
    expect([circle.style.width, circle.style.height]).toEqual(['40px', '40px']);
    const photo = circle.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('/uploads/avatars/jo.webp');
    expect(photo).toHaveAttribute('alt', '');
    expect(node.querySelector('.fn-map-marker-age')).toHaveAttribute('data-age', '5 min');
    // Drawn by CSS: the marker has no words of its own that its name would not contain (WCAG 2.5.3).
    expect(node.textContent).toBe('');
  });

  it('is the initial without a photo, or when the photo cannot load', () => {
    const initial = (node: HTMLElement) => node.querySelector('.fn-map-marker-circle .fn-map-marker-initial')?.getAttribute('data-initial');
    expect(initial(markerContent(englishText, jo, false, NOW))).toBe('J');
    const withPhoto = markerContent(englishText, { ...jo, photoURL: '/uploads/avatars/gone.webp' }, false, NOW);
    withPhoto.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(withPhoto.querySelector('img')).toBeNull();
    expect(initial(withPhoto)).toBe('J');
    expect(initial(markerContent(englishText, makeUser({ displayName: '', firstName: '', lastName: '' }), false, NOW))).toBe('?');
  });

  it('says who and how fresh in its name; own and old positions look different', () => {
    expect(markerLabel(englishText, jo, false, NOW)).toBe('Jo March, updated 5 minutes ago');
    expect(markerLabel(englishText, jo, true, NOW)).toBe('Jo March (you), updated 5 minutes ago');
    expect(markerContent(englishText, jo, true, NOW)).toHaveClass('fn-map-marker-own');
    const old = { ...jo, location: { lat: 1, lng: 2, updatedAt: new Date(NOW - 2 * 3_600_000).toISOString() } };
    expect(markerContent(englishText, old, false, NOW)).toHaveClass('fn-map-marker-stale');
    expect(markerContent(englishText, old, false, NOW).querySelector('.fn-map-marker-age')).toHaveAttribute('data-age', '2 h');
  });

  it('a name is text, never markup', () => {
    const node = markerContent(englishText, { ...jo, displayName: '<img src=x onerror=alert(1)>' }, false, NOW);
    expect(node.querySelectorAll('img')).toHaveLength(0);
    expect(node.querySelector('.fn-map-marker-initial')).toHaveAttribute('data-initial', '<');
  });
});

describe('the info window', () => {
  it('shows the name, the occupation, the phone (a tel: link) and how fresh', () => {
    const screen = shown(infoWindowContent(inEnglish, jo, false, NOW));
    const info = screen.getByRole('group', { name: 'Jo March' });
    expect(within(info).getByText('Jo March')).toBeInTheDocument();
    expect(within(info).getByText('Writer')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute('href', 'tel:5551234567');
    expect(within(info).getByText('updated 5 minutes ago')).toBeInTheDocument();
  });

  it('says what the member is to the viewer, under the name, when they are related', () => {
    const screen = shown(infoWindowContent(inEnglish, jo, false, NOW, undefined, 'second cousin'));
    const info = screen.getByRole('group', { name: 'Jo March' });
    expect(within(info).getByText('Your second cousin')).toBeInTheDocument();
    expect(shown(infoWindowContent(inEnglish, jo, false, NOW)).queryByText(/^Your /)).not.toBeInTheDocument();
  });

  it("says 'Family Member' without an occupation, and leaves out a missing phone", () => {
    const screen = shown(infoWindowContent(inEnglish, { ...jo, occupation: '  ', phoneNumber: undefined }, false, NOW));
    expect(screen.getByText('Family Member')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a field the table adds to the popup, saying what it is (never as a link)', () => {
    const screen = shown(infoWindowContent(inEnglish, { ...jo, [THROWAWAY_FIELD]: 'Lasagne' } as typeof jo, false, NOW, TABLE_WITH_THROWAWAY_FIELD));
    expect(screen.getByText('Favourite dish: Lasagne')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(shown(infoWindowContent(inEnglish, { ...jo, [THROWAWAY_FIELD]: 'Lasagne' } as typeof jo, false, NOW)).queryByText(/Lasagne/)).not.toBeInTheDocument();
  });

  it('marks one’s own', () => {
    const screen = shown(infoWindowContent(inEnglish, jo, true, NOW));
    expect(screen.getByText('You')).toBeInTheDocument();
  });
});
