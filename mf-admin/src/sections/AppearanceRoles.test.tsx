import { screen } from '@testing-library/react';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import SettingsPage from '../SettingsPage';
import { everySectionShown, quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const network: FakeRoute[] = [
  { method: 'GET', url: '/api/auth/background-image', body: { success: true, data: { backgroundUrl: null } } },
  { method: 'GET', url: '/api/auth/invitations', body: { success: true, data: { invitations: [] } } },
  { method: 'GET', url: /.*/, status: 404, body: { success: false, message: 'not here' } },
];

const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });

describe('Settings: Theme Customization and Background Image by role (spec section 6)', () => {
  it.each([
    [1, 'Admin Settings'],
    [2, 'Manager Settings'],
  ])('user %i (%s) gets both sections', async (id, title) => {
    renderSettings(<SettingsPage />, { user: makeUser({ id }), network });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // Theme Customization comes with the page; the sections below it load on their own.
    expect(heading('Theme Customization')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Background Image' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Colors' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Upload Background/ })).toBeInTheDocument();
    await everySectionShown();
    expect(heading('Create New User')).toBeInTheDocument();
  });

  it('a member gets neither, only the notice (and their own invitations)', async () => {
    const { requests } = renderSettings(<SettingsPage />, { user: makeUser({ id: 7 }), network });
    await screen.findByText(/No open invitations/);
    await everySectionShown();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Admin or manager access required for advanced settings.')).toBeInTheDocument();
    expect(heading('Theme Customization')).not.toBeInTheDocument();
    expect(heading('Background Image')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save Theme|Upload Background|Browse Gallery/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/admin/'))).toBe(false);
  });
});
