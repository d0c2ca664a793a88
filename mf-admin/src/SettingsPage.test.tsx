import { screen } from '@testing-library/react';
import { makeUser, renderWithShell } from 'shared-contracts/testing';
import SettingsPage from './SettingsPage';

describe('SettingsPage', () => {
  it("shows the screen's title from the spec, and nothing pretending to be more", () => {
    renderWithShell(<SettingsPage />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
