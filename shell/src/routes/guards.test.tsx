import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeUser, renderWithShell } from 'shared-contracts/testing';
import { GuestOnly, RequireSession, RootRedirect, WaitingOnly } from './guards';

function site() {
  return (
    <Routes>
      <Route path="/" element={<RootRedirect />} />
      <Route path="/auth" element={<GuestOnly>sign-in page</GuestOnly>} />
      <Route path="/waiting" element={<WaitingOnly>waiting page</WaitingOnly>} />
      <Route path="/dashboard" element={<RequireSession />}>
        <Route index element={<>family</>} />
      </Route>
    </Routes>
  );
}

const waiting = makeUser({ id: 9, awaitingApproval: true });
const member = makeUser({ id: 3 });

describe('where each visitor belongs', () => {
  it.each([
    ['nobody', '/dashboard', 'sign-in page', null],
    ['nobody', '/waiting', 'sign-in page', null],
    ['an account waiting for approval', '/dashboard', 'waiting page', waiting],
    ['an account waiting for approval', '/auth', 'waiting page', waiting],
    ['an account waiting for approval', '/', 'waiting page', waiting],
    ['a member', '/waiting', 'family', member],
    ['a member', '/auth', 'family', member],
  ])('%s opening %s sees the %s', async (_who, route, expected, user) => {
    renderWithShell(site(), { route, path: '/*', user });
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });
});
