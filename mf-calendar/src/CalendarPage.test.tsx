import { screen } from '@testing-library/react';
import { makeUser, renderWithShell } from 'shared-contracts/testing';
import CalendarPage from './CalendarPage';

describe('CalendarPage', () => {
  it("shows the screen's title from the spec, and nothing pretending to be more", () => {
    renderWithShell(<CalendarPage />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 2, name: 'Birthday Calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
