import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionAtom } from 'shared-contracts/runtime';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import ResetPasswordPage from './ResetPasswordPage';

const goodLink = '/reset-password?token=abc123&email=jo%40example.com';

function renderReset(route: string, network: FakeRoute[] = []) {
  return renderWithShell(<ResetPasswordPage />, {
    route,
    path: '/reset-password',
    network,
    otherRoutes: [{ path: '/auth', element: <p>The sign-in page</p> }],
  });
}

async function fillAndSubmit(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password', () => {
  it('shows the logo, heading, help text, both fields and the way back', () => {
    renderReset(goodLink);
    expect(screen.getByRole('img', { name: 'FamilyNet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText('Enter your new password below')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it.each(['/reset-password', '/reset-password?token=abc', '/reset-password?email=jo%40example.com'])(
    'refuses a link without token or e-mail (%s)',
    (route) => {
      renderReset(route);
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset link. Please request a new password reset.');
      expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    },
  );

  it('needs 8 characters and the same password twice', async () => {
    renderReset(goodLink);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    await fillAndSubmit('short12', 'short13');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('resets, says so, and goes to /auth two seconds later', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { requests } = renderReset(goodLink, [{ method: 'POST', url: '/api/auth/reset-password', body: { success: true } }]);
      await user.type(screen.getByLabelText('New Password'), 'new-password-1');
      await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('Password reset successful! Redirecting to login...')).toBeInTheDocument();
      expect(requests.find((r) => r.url === '/api/auth/reset-password')?.data).toEqual({
        token: 'abc123',
        email: 'jo@example.com',
        newPassword: 'new-password-1',
      });
      act(() => jest.advanceTimersByTime(1900));
      expect(screen.queryByText('The sign-in page')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByText('The sign-in page')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a welcome link signs the new member in and lands them in the dashboard', async () => {
    const member = makeUser({ id: 12, email: 'jo@example.com', displayName: 'Jo March' });
    const { requests, store } = renderWithShell(<ResetPasswordPage />, {
      route: goodLink,
      path: '/reset-password',
      network: [{ method: 'POST', url: '/api/auth/reset-password', body: { success: true, message: 'Your password has been set. Welcome!', data: { user: member } } }],
      otherRoutes: [
        { path: '/auth', element: <p>The sign-in page</p> },
        { path: '/dashboard', element: <p>The dashboard</p> },
      ],
    });
    await fillAndSubmit('my-first-password');
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(requests[0].data).toEqual({ token: 'abc123', email: 'jo@example.com', newPassword: 'my-first-password' });
    expect(store.get(sessionAtom)).toMatchObject({ isUserLogin: true, loginUser: { id: 12, displayName: 'Jo March' } });
  });

  it("shows the server's message when the link is refused", async () => {
    renderReset(goodLink, [
      { method: 'POST', url: '/api/auth/reset-password', status: 400, body: { success: false, message: 'This reset link is invalid or has expired. Please request a new one.' } },
    ]);
    await fillAndSubmit('new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired. Please request a new one.');
    await waitFor(() => expect(screen.getByLabelText('New Password')).not.toBeDisabled());
  });

  it('falls back to its own message without one from the server', async () => {
    renderReset(goodLink, [{ method: 'POST', url: '/api/auth/reset-password', status: 500, body: '' }]);
    await fillAndSubmit('new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again or request a new reset link.',
    );
  });
});
