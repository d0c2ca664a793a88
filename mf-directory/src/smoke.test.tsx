import { screen } from '@testing-library/react';
import { makeUser, renderWithShell } from 'shared-contracts/testing';
import DirectoryPage from './DirectoryPage';

it('smoke', async () => {
  const me = makeUser({ id: 7, displayName: 'Jo March' });
  const other = makeUser({ id: 8 });
  renderWithShell(<DirectoryPage />, { user: me, network: [{ method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: [me, other] } } }] });
  await screen.findByText('2 members');
  screen.debug(undefined, 100000);
});
