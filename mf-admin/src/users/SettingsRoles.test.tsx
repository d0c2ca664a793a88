import { screen } from '@testing-library/react';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import SettingsPage from '../SettingsPage';
import { everySectionShown, quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

// Whatever the other sections ask for; user administration only needs the user list.
const network: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/auth\/admin\/users/, body: { success: true, data: { users: [makeUser({ id: 1 })], total: 1 } } },
  { method: 'GET', url: '/api/auth/invitations', body: { success: true, data: { invitations: [] } } },
  { method: 'GET', url: /.*/, status: 404, body: { success: false, message: 'not here' } },
];

const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });

describe('Settings: the user administration sections each role may use (spec section 6)', () => {
  it('the admin gets Create New User, Bulk User Import, User Management and Email System Test', async () => {
    renderSettings(<SettingsPage />, { user: makeUser({ id: 1 }), network });
    // The sections' code loads on its own (in jsdom, at once): the first compile in jest can take seconds.
    expect(await screen.findByRole('heading', { level: 2, name: 'User Management' }, { timeout: 10000 })).toBeInTheDocument();
    await everySectionShown();
    for (const name of ['Create New User', 'Bulk User Import', 'Email System Test']) expect(heading(name)).toBeInTheDocument();
    expect(await screen.findByText('1 user')).toBeInTheDocument();
  });

  it('a manager gets Create New User and Bulk User Import only', async () => {
    const { requests } = renderSettings(<SettingsPage />, { user: makeUser({ id: 2 }), network });
    expect(await screen.findByRole('heading', { level: 2, name: 'Create New User' }, { timeout: 10000 })).toBeInTheDocument();
    await everySectionShown();
    expect(heading('Bulk User Import')).toBeInTheDocument();
    expect(heading('User Management')).not.toBeInTheDocument();
    expect(heading('Email System Test')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/api/auth/admin/users'))).toBe(false);
  });

  it('a member gets none of them, and nothing is asked of the server for them', async () => {
    const { requests } = renderSettings(<SettingsPage />, { user: makeUser({ id: 7 }), network });
    // Only their own invitations.
    await screen.findByText(/No open invitations/);
    await everySectionShown();
    for (const name of ['Create New User', 'Bulk User Import', 'User Management', 'Email System Test']) expect(heading(name)).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/admin/'))).toBe(false);
  });
});
