import { screen } from '@testing-library/react';
import { makeUser, renderWithShell } from 'shared-contracts/testing';
import MapPage from './MapPage';

describe('MapPage', () => {
  it("shows the screen's title from the spec, and nothing pretending to be more", () => {
    renderWithShell(<MapPage />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 2, name: 'Family Map' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
