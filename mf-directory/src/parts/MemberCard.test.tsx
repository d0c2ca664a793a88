import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIRECTORY_CARD_HEIGHT_PX, DIRECTORY_PHONE_CARD_HEIGHT_PX, type FieldTable, type User } from 'shared-contracts';
import { makeUser, renderWithShell, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import { TABLE_WITH_THROWAWAY_FIELD, THROWAWAY_FIELD } from 'shared-contracts/testing/fields';
import { MemberCard } from './MemberCard';

quietConsoleButFailOnActWarnings();

function renderCard(member: User, { own = false, columns = 3, fields = undefined as FieldTable | undefined } = {}) {
  const onOpen = jest.fn();
  renderWithShell(
    <div role="list">
      <MemberCard member={member} isOwn={own} index={0} total={1} columns={columns} opening={false} onOpen={onOpen} fields={fields} />
    </div>,
  );
  return { card: screen.getByRole('article'), onOpen };
}

describe('a member card shows', () => {
  it('the photo when there is one', () => {
    const { card } = renderCard(makeUser({ photoURL: '/uploads/avatars/ada.webp' }));
    expect(within(card).getByRole('img', { name: 'Photo of Ada Lovelace' })).toHaveAttribute('src', '/uploads/avatars/ada.webp');
  });

  it("else the name's first letter, uppercased", () => {
    const { card } = renderCard(makeUser({ displayName: 'ada', photoURL: undefined }));
    expect(within(card).queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(within(card).getByText('A')).toBeInTheDocument();
  });

  it("else '?' and the name 'Unknown User'", () => {
    const { card } = renderCard(makeUser({ displayName: '', firstName: '', lastName: undefined }));
    expect(within(card).getByText('?')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Unknown User' })).toBeInTheDocument();
    expect(card).toHaveAccessibleName('Unknown User');
  });

  it('the display name, else first and last name', () => {
    renderCard(makeUser({ displayName: undefined, firstName: 'Margaret', lastName: 'March' }));
    expect(screen.getByRole('heading', { name: 'Margaret March' })).toBeInTheDocument();
  });

  it("a 'You' chip on one's own card only", () => {
    const { card } = renderCard(makeUser(), { own: true });
    expect(within(card).getByText('You')).toBeInTheDocument();
  });

  it("no 'You' chip on someone else's card", () => {
    const { card } = renderCard(makeUser());
    expect(within(card).queryByText('You')).not.toBeInTheDocument();
  });

  it('the occupation, the bio in quotes, the e-mail', () => {
    const { card } = renderCard(makeUser({ occupation: 'Writer', bio: 'Loves the attic', email: 'jo@march.family' }));
    expect(within(card).getByText('Writer')).toBeInTheDocument();
    expect(within(card).getByText('"Loves the attic"')).toBeInTheDocument();
    expect(within(card).getByText('jo@march.family')).toBeInTheDocument();
  });

  it('a field the table adds, among the facts after the location, saying what it is', () => {
    const member = makeUser({ ...{ [THROWAWAY_FIELD]: 'Lasagne' } });
    const { card } = renderCard(member, { fields: TABLE_WITH_THROWAWAY_FIELD });
    const facts = within(within(card).getByRole('list', { name: /Contact details/ })).getAllByRole('listitem');
    expect(facts.at(-1)).toHaveTextContent('Favourite dish: Lasagne');
    cleanup();
    expect(within(renderCard(member).card).queryByText(/Lasagne/)).not.toBeInTheDocument();
  });

  it('a 10-digit phone as (xxx) xxx-xxxx', () => {
    renderCard(makeUser({ phoneNumber: '555-123-4567' }));
    expect(screen.getByText('(555) 123-4567')).toBeInTheDocument();
  });

  it('any other phone as given', () => {
    renderCard(makeUser({ phoneNumber: '+44 20 7946 0958' }));
    expect(screen.getByText('+44 20 7946 0958')).toBeInTheDocument();
  });

  it.each([
    ['city and state', { address: { city: 'Concord', state: 'MA' } }, 'Concord, MA'],
    ['the city alone', { address: { city: 'Concord' } }, 'Concord'],
    ['live location', { address: {}, isLocationVisible: true, location: { lat: 42.46, lng: -71.35 } }, 'Live location available'],
    ['nothing shared', { address: undefined, isLocationVisible: false }, 'No location shared'],
  ])('the location text: %s', (_case, fields, text) => {
    renderCard(makeUser(fields as Partial<User>));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('the birthday as a long date when the member shows it', () => {
    renderCard(makeUser({ birthday: '1990-12-10', isBirthdayVisible: true }));
    expect(screen.getByText('December 10, 1990')).toBeInTheDocument();
  });

  it('no birthday when the member hides it', () => {
    renderCard(makeUser({ birthday: '1990-12-10', isBirthdayVisible: false }));
    expect(screen.queryByText('December 10, 1990')).not.toBeInTheDocument();
  });

  it('the birthday without its year when the member hides the year (an admin receives it, the card still leaves it out)', () => {
    const { card } = renderCard(makeUser({ birthday: '1990-12-10', isBirthdayVisible: true, isBirthYearVisible: false }));
    expect(within(card).getByText('December 10')).toBeInTheDocument();
    expect(within(card).queryByText(/1990/)).not.toBeInTheDocument();
  });

  it('a birthday as another member receives it with the year hidden', () => {
    renderCard(makeUser({ birthday: '--07-04', isBirthdayVisible: true }));
    expect(screen.getByText('July 4')).toBeInTheDocument();
  });

  it('no phone, e-mail or address the member hides, and their buttons disabled, whoever looks', () => {
    const { card } = renderCard(
      makeUser({ phoneNumber: '5559998888', email: 'hidden@example.org', isPhoneVisible: false, isEmailVisible: false, isAddressVisible: false, address: { city: 'Secretville', state: 'ZZ' } }),
    );
    expect(within(card).queryByText('(555) 999-8888')).not.toBeInTheDocument();
    expect(within(card).queryByText('hidden@example.org')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Secretville/)).not.toBeInTheDocument();
    expect(within(card).getByText('No location shared')).toBeInTheDocument();
    for (const name of [/^Call/, /^Email/, /location/i]) {
      const button = within(card).queryByRole('button', { name }) ?? within(card).queryByRole('link', { name });
      if (button?.tagName === 'A') throw new Error(`${String(name)} is a link`);
      expect(button).toBeDisabled();
    }
  });

  it('no birthday when the member has none', () => {
    const { card } = renderCard(makeUser({ birthday: undefined, isBirthdayVisible: true }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(3); // e-mail, phone, location
    expect(screen.queryByText('Invalid Date')).not.toBeInTheDocument();
  });

  it('always 333 px high in the grid of 2 and 3, long text cut with an ellipsis', () => {
    const { card } = renderCard(makeUser({ occupation: 'A very long occupation '.repeat(20), bio: 'Long bio '.repeat(200) }));
    expect(card.parentElement).toHaveStyle({ height: `${DIRECTORY_CARD_HEIGHT_PX}px` });
    expect(card).not.toHaveClass('fn-member-card-compact');
    expect(within(card).getByText(/^A very long occupation/)).toHaveClass('fn-ellipsis');
    expect(within(card).getByText(/^"Long bio/)).toHaveClass('fn-member-card-bio');
  });

  it("compact in a phone's single column, with everything still on it", () => {
    const { card } = renderCard(makeUser({ displayName: 'Amy Laurence', occupation: 'Painter', bio: 'Art is life.', birthday: '1998-05-27', isBirthdayVisible: true }), { columns: 1 });
    expect(card.parentElement).toHaveStyle({ height: `${DIRECTORY_PHONE_CARD_HEIGHT_PX}px` });
    expect(card).toHaveClass('fn-member-card-compact');
    for (const text of ['Amy Laurence', 'Painter', '"Art is life."', 'May 27, 1998']) expect(within(card).getByText(text)).toBeInTheDocument();
    for (const name of ['Call Amy Laurence', 'Email Amy Laurence', 'View location of Amy Laurence']) expect(within(card).getByRole('link', { name })).toBeInTheDocument();
  });
});

describe('the card buttons', () => {
  it('call: a tel: link', () => {
    renderCard(makeUser({ displayName: 'Jo March', phoneNumber: '(555) 123-4567' }));
    expect(screen.getByRole('link', { name: 'Call Jo March' })).toHaveAttribute('href', 'tel:5551234567');
  });

  it('call: disabled without a phone', () => {
    renderCard(makeUser({ displayName: 'Jo March', phoneNumber: '' }));
    expect(screen.getByRole('button', { name: 'Call Jo March' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Call Jo March' })).not.toBeInTheDocument();
  });

  it('e-mail: a mailto: link', () => {
    renderCard(makeUser({ displayName: 'Jo March', email: 'jo@march.family' }));
    expect(screen.getByRole('link', { name: 'Email Jo March' })).toHaveAttribute('href', 'mailto:jo@march.family');
  });

  it('view location: disabled when the location is hidden and there is no address', () => {
    renderCard(makeUser({ displayName: 'Jo March', address: undefined, isLocationVisible: false }));
    expect(screen.getByRole('button', { name: 'View location of Jo March' })).toBeDisabled();
  });

  it('view location: the shared position on OpenStreetMap, in a new tab', () => {
    renderCard(makeUser({ displayName: 'Jo March', isLocationVisible: true, location: { lat: 42.46, lng: -71.35 } }));
    const link = screen.getByRole('link', { name: 'View location of Jo March' });
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=42.46&mlon=-71.35#map=15/42.46/-71.35');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('view location: else a search for the address', () => {
    renderCard(makeUser({ displayName: 'Jo March', isLocationVisible: false, address: { address1: '10 Orchard St', city: 'Concord', state: 'MA' } }));
    expect(screen.getByRole('link', { name: 'View location of Jo March' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=10%20Orchard%20St%2C%20Concord%2C%20MA',
    );
  });

  it('do their own thing without opening the profile', async () => {
    const { onOpen } = renderCard(makeUser({ displayName: 'Jo March', phoneNumber: '' }));
    await userEvent.click(screen.getByRole('link', { name: 'Email Jo March' }));
    fireEvent.click(screen.getByRole('button', { name: 'Call Jo March' }));
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('opening the profile', () => {
  it('a click anywhere on the card', async () => {
    const member = makeUser({ occupation: 'Writer' });
    const { onOpen } = renderCard(member);
    await userEvent.click(screen.getByText('Writer'));
    expect(onOpen).toHaveBeenCalledWith(member);
  });

  it('Enter or Space on the card, which the keyboard reaches', async () => {
    const member = makeUser();
    const { card, onOpen } = renderCard(member);
    await userEvent.tab();
    expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('says so while the profile is fetched', () => {
    const member = makeUser({ displayName: 'Jo March' });
    renderWithShell(
      <div role="list">
        <MemberCard member={member} isOwn={false} index={0} total={1} columns={3} opening onOpen={jest.fn()} />
      </div>,
    );
    const card = screen.getByRole('article', { name: 'Jo March' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByRole('img', { name: 'Opening profile' })).toBeInTheDocument();
  });

  it('shows no such sign otherwise', () => {
    const { card } = renderCard(makeUser({ displayName: 'Jo March' }));
    expect(card).not.toHaveAttribute('aria-busy');
    expect(within(card).queryByRole('img', { name: 'Opening profile' })).not.toBeInTheDocument();
  });
});
