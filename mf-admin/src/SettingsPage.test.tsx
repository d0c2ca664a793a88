import { screen } from '@testing-library/react';
import { makeUser, renderWithShell } from 'shared-contracts/testing';
import SettingsPage from './SettingsPage';

describe('SettingsPage', () => {
  it("tells a member 'Admin or manager access required for advanced settings.' under 'Settings'", () => {
    renderWithShell(<SettingsPage />, { user: makeUser({ id: 7 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Admin or manager access required for advanced settings.')).toBeInTheDocument();
  });

  it.each([
    [1, 'Admin Settings'],
    [2, 'Manager Settings'],
  ])('user %i sees %s', (id, title) => {
    renderWithShell(<SettingsPage />, { user: makeUser({ id }) });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Admin or manager access required for advanced settings.')).not.toBeInTheDocument();
  });
});
