import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOIN_MESSAGES } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { sessionAtom } from 'shared-contracts/runtime';
import WaitingPage from './WaitingPage';

const background: FakeRoute = { method: 'GET', url: '/api/auth/background-image', body: { success: true, data: { backgroundUrl: null } } };
const waitingUser = makeUser({ id: 9, firstName: 'Beth', email: 'beth@example.com', awaitingApproval: true });
function renderWaiting(network: FakeRoute[]) {
  return renderWithShell(<WaitingPage />, { route: '/waiting', user: waitingUser, network: [background, ...network] });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Waiting for approval', () => {
  it('says the account waits, and where the e-mail will go', async () => {
    renderWaiting([]);
    expect(await screen.findByRole('heading', { name: 'Waiting for approval' })).toBeInTheDocument();
    expect(screen.getByText(JOIN_MESSAGES.waiting)).toBeInTheDocument();
    expect(screen.getByText(/beth@example\.com/)).toBeInTheDocument();
    expect(screen.getByText('Thank you for signing up, Beth.')).toBeInTheDocument();
  });

  it('Check again asks the server; still waiting, it says so; let in, the session holds the member', async () => {
    let letIn = false;
    const { store } = renderWaiting([
      {
        method: 'GET',
        url: '/api/auth/current/user',
        respond: () => ({ status: 200, body: { success: true, data: { user: letIn ? { ...waitingUser, awaitingApproval: undefined } : waitingUser } } }),
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Not yet: still waiting.')).toBeInTheDocument();
    letIn = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(store.get(sessionAtom).loginUser?.awaitingApproval).toBeUndefined());
  });

  it('Log out ends the session and goes to sign in', async () => {
    const { store, location } = renderWaiting([{ method: 'GET', url: '/api/auth/logout', body: { success: true } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.get(sessionAtom).isUserLogin).toBe(false));
    await waitFor(() => expect(location.pathname).toBe('/auth'));
  });
});
