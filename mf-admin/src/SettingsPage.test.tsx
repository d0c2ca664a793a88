import { screen } from '@testing-library/react';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import SettingsPage from './SettingsPage';
import { everySectionShown, quietConsoleButFailOnActWarnings, renderSettings } from './test-support/renderSettings';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

// The sections' own calls are theirs to test; here they find nothing.
const network: FakeRoute[] = [{ method: 'GET', url: /.*/, status: 404, body: { success: false, message: 'not here' } }];

describe('SettingsPage', () => {
  it("tells a member 'Admin or manager access required for advanced settings.' under 'Settings'", async () => {
    renderSettings(<SettingsPage />, { user: makeUser({ id: 7 }), network });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Admin or manager access required for advanced settings.')).toBeInTheDocument();
    await everySectionShown();
  });

  it.each([
    [1, 'Admin Settings'],
    [2, 'Manager Settings'],
  ])('user %i sees %s', async (id, title) => {
    renderSettings(<SettingsPage />, { user: makeUser({ id }), network });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Admin or manager access required for advanced settings.')).not.toBeInTheDocument();
    await everySectionShown();
  });
});
