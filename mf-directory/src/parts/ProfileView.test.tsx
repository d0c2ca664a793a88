import { screen, within } from '@testing-library/react';
import { makeUser, renderWithShell, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import { TABLE_WITH_THROWAWAY_FIELD, THROWAWAY_FIELD } from 'shared-contracts/testing/fields';
import { ProfileView } from './ProfileView';

quietConsoleButFailOnActWarnings();

describe('the profile reads the field table', () => {
  it('shows a field the table adds among the facts, after the location, with its name', () => {
    const member = makeUser({ displayName: 'Beth March', ...{ [THROWAWAY_FIELD]: 'Lasagne' } });
    renderWithShell(<ProfileView user={member} isOwn={false} canEdit={false} onClose={jest.fn()} onEdit={jest.fn()} fields={TABLE_WITH_THROWAWAY_FIELD} />);
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    const terms = within(contact)
      .getAllByRole('term')
      .map((term) => term.textContent?.trim());
    expect(terms).toEqual(['Email', 'Phone', 'Location', 'Birthday', 'Favourite dish']);
    expect(within(contact).getByText('Lasagne')).toBeInTheDocument();
  });

  it('leaves it out with the product’s own table', () => {
    const member = makeUser({ displayName: 'Beth March', ...{ [THROWAWAY_FIELD]: 'Lasagne' } });
    renderWithShell(<ProfileView user={member} isOwn={false} canEdit={false} onClose={jest.fn()} onEdit={jest.fn()} />);
    expect(screen.queryByText('Lasagne')).not.toBeInTheDocument();
  });
});

describe("another member's family in their profile", () => {
  it('is offered to who may change their profile (admins and managers), and to nobody else', () => {
    const member = makeUser({ id: 3, displayName: 'Beth March' });
    const { unmount } = renderWithShell(<ProfileView user={member} isOwn={false} canEdit onClose={jest.fn()} onEdit={jest.fn()} />);
    const section = screen.getByRole('region', { name: "Beth March's family" });
    expect(within(section).getByRole('button', { name: /Manage their family/ })).toBeInTheDocument();
    unmount();
    renderWithShell(<ProfileView user={member} isOwn={false} canEdit={false} onClose={jest.fn()} onEdit={jest.fn()} />);
    expect(screen.queryByRole('region', { name: "Beth March's family" })).not.toBeInTheDocument();
  });
});
