import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOIN_MESSAGES } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { sessionAtom } from 'shared-contracts/runtime';
import AuthPage from './AuthPage';

const backgroundRoute: FakeRoute = { method: 'GET', url: '/api/auth/background-image', body: { success: true, data: { backgroundUrl: null } } };

function renderAuth(network: FakeRoute[] = [], route = '/auth') {
  return renderWithShell(<AuthPage />, { route, path: '/auth', network: [backgroundRoute, ...network] });
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sign in (the default view)', () => {
  it('asks for e-mail and password, with RESET and REGISTER', () => {
    renderAuth();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(emailField()).toBeInTheDocument();
    expect(passwordField()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RESET' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'REGISTER' })).toBeInTheDocument();
  });

  it('says what is missing when submitted empty, and sends nothing', async () => {
    const { requests } = renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a malformed address and a short password', async () => {
    renderAuth();
    await userEvent.type(emailField(), 'jo@nowhere');
    await userEvent.type(passwordField(), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('says what is wrong with a field as soon as it is left, before any submit', async () => {
    renderAuth();
    await userEvent.type(emailField(), 'not-an-address');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await userEvent.click(passwordField());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Invalid email address');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('signs in, stores the user and empties the form', async () => {
    const user = makeUser({ email: 'jo@example.com' });
    const { requests, store } = renderAuth([{ method: 'POST', url: '/api/auth/signin', body: { success: true, data: { user } } }]);
    await userEvent.type(emailField(), ' Jo@Example.com ');
    await userEvent.type(passwordField(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(store.get(sessionAtom).isUserLogin).toBe(true));
    expect(requests.find((r) => r.url === '/api/auth/signin')?.data).toEqual({ email: 'jo@example.com', password: 'secret1' });
    expect(store.get(sessionAtom).loginUser?.id).toBe(user.id);
    await waitFor(() => expect(emailField()).toHaveValue(''));
  });

  it("shows the server's message in an error alert above the form", async () => {
    renderAuth([{ method: 'POST', url: '/api/auth/signin', status: 401, body: { success: false, message: 'Invalid email or password' } }]);
    await userEvent.type(emailField(), 'jo@example.com');
    await userEvent.type(passwordField(), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(emailField()).toHaveValue('jo@example.com');
  });

  it('disables every field and button while the request runs', async () => {
    let release: () => void = () => {};
    renderAuth([
      {
        method: 'POST',
        url: '/api/auth/signin',
        respond: () => new Promise((resolve) => (release = () => resolve({ status: 401, body: { message: 'Nope' } }))),
      },
    ]);
    await userEvent.type(emailField(), 'jo@example.com');
    await userEvent.type(passwordField(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(emailField()).toBeDisabled());
    expect(passwordField()).toBeDisabled();
    expect(screen.getByRole('button', { name: /SIGN IN/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'RESET' })).toBeDisabled();
    release();
    await waitFor(() => expect(emailField()).not.toBeDisabled());
  });

  it('lets the password be shown and hidden', async () => {
    renderAuth();
    expect(passwordField()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });
});

describe('sign up', () => {
  it('opens from REGISTER and from ?mode=signup, with the tagline', async () => {
    renderAuth([], '/auth?mode=signup');
    expect(screen.getByText('Join your family network')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
  });

  it('checks every field', async () => {
    renderAuth([], '/auth?mode=signup');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    for (const message of ['Email is required', 'First name is required', 'Last name is required', 'Password is required', 'Please confirm your password']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText('First Name'), 'J');
    await userEvent.type(screen.getByLabelText('Last Name'), 'M');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret2');
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'x'.repeat(101));
    expect(await screen.findByText('First name must be at most 100 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'x'.repeat(60));
    await userEvent.clear(screen.getByLabelText('Last Name'));
    await userEvent.type(screen.getByLabelText('Last Name'), 'y'.repeat(50));
    expect(await screen.findByText('Display name must be at most 100 characters')).toBeInTheDocument();
  });

  it('sends the joined display name and never the confirmation', async () => {
    const { requests, store } = renderAuth(
      [{ method: 'POST', url: '/api/auth/signup', status: 201, body: { success: true, data: { user: makeUser() } } }],
      '/auth?mode=signup',
    );
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
    await userEvent.type(screen.getByLabelText('First Name'), ' Jo ');
    await userEvent.type(screen.getByLabelText('Last Name'), 'March ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(store.get(sessionAtom).isUserLogin).toBe(true));
    expect(requests.find((r) => r.url === '/api/auth/signup')?.data).toEqual({
      email: 'jo@example.com',
      password: 'secret1',
      displayName: 'Jo March',
      firstName: 'Jo',
      lastName: 'March',
    });
  });

  it("shows the server's refusal, and clears it when the view changes", async () => {
    const { store } = renderAuth([{ method: 'POST', url: '/api/auth/signup', status: 409, body: { success: false, message: 'An account with this email already exists.' } }], '/auth?mode=signup');
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
    await userEvent.type(screen.getByLabelText('First Name'), 'Jo');
    await userEvent.type(screen.getByLabelText('Last Name'), 'March');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(store.get(sessionAtom).error).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('forgot password', () => {
  async function openForgot(network: FakeRoute[]) {
    const rendered = renderAuth(network);
    await userEvent.click(screen.getByRole('button', { name: 'RESET' }));
    return rendered;
  }

  it('has an e-mail field, Back and Sign in', async () => {
    await openForgot([]);
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('confirms the link was sent', async () => {
    const { requests } = await openForgot([{ method: 'POST', url: '/api/auth/forgot-password', body: { success: true } }]);
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset link has been sent to your email address.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/forgot-password')?.data).toEqual({ email: 'jo@example.com' });
  });

  it("shows the server's message, else the fallback", async () => {
    await openForgot([{ method: 'POST', url: '/api/auth/forgot-password', status: 429, body: { success: false, message: 'Too many requests. Try again in 15 minutes.' } }]);
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 15 minutes.');
  });

  it("uses 'Failed to send reset email. Please try again.' without a server message", async () => {
    await openForgot([{ method: 'POST', url: '/api/auth/forgot-password', status: 502, body: '' }]);
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again.');
  });
});

describe('the moving background', () => {
  const background = () => screen.getByTestId('auth-background');

  it('starts with the remembered image, then shows and remembers the server one', async () => {
    localStorage.setItem('familynet.background', '/uploads/backgrounds/old.webp');
    renderWithShell(<AuthPage />, {
      route: '/auth',
      network: [{ method: 'GET', url: '/api/auth/background-image', body: { success: true, data: { backgroundUrl: '/uploads/backgrounds/new.webp' } } }],
    });
    expect(background().style.backgroundImage).toContain('/uploads/backgrounds/old.webp');
    await waitFor(() => expect(background().style.backgroundImage).toContain('/uploads/backgrounds/new.webp'));
    expect(localStorage.getItem('familynet.background')).toBe('/uploads/backgrounds/new.webp');
  });

  it('forgets the remembered image when the family no longer has one', async () => {
    localStorage.setItem('familynet.background', '/uploads/backgrounds/deleted.webp');
    renderWithShell(<AuthPage />, { route: '/auth', network: [backgroundRoute] });
    await waitFor(() => expect(background().style.backgroundImage).toContain('test-file-stub'));
    expect(localStorage.getItem('familynet.background')).toBeNull();
  });

  it('keeps the bundled default silently when the fetch fails', async () => {
    renderWithShell(<AuthPage />, { route: '/auth', network: [{ method: 'GET', url: '/api/auth/background-image', status: 500, body: {} }] });
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(background().style.backgroundImage).toContain('test-file-stub');
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('who may join: the sign-up view says it before anything is typed', () => {
  const joinInfo = (mode: 'invite' | 'approval' | 'open', extra: Record<string, boolean> = {}): FakeRoute => ({
    method: 'GET',
    url: '/api/auth/join',
    body: { success: true, data: { mode, setupNeeded: false, ...extra } },
  });
  const TOKEN = 'T'.repeat(43);

  it('Invitation only, no invitation: says one is needed and keeps the form closed', async () => {
    renderAuth([joinInfo('invite')], '/auth?mode=signup');
    expect(await screen.findByText(JOIN_MESSAGES.invitationNeeded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
  });

  it('a valid e-mailed invitation says who invited, fills in what it knows, and goes with the sign-up', async () => {
    const { requests } = renderAuth(
      [
        joinInfo('invite'),
        { method: 'POST', url: '/api/auth/invitations/check', body: { success: true, data: { invitedBy: 'Jo March', email: 'amy@example.com', firstName: 'Amy', lastName: 'March' } } },
        { method: 'POST', url: '/api/auth/signup', status: 201, body: { success: true, data: { user: makeUser() } } },
      ],
      `/auth?mode=signup&invitation=${TOKEN}`,
    );
    expect(await screen.findByText(JOIN_MESSAGES.invitedBy('Jo March'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('amy@example.com'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First Name')).toHaveValue('Amy');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/auth/signup')).toBe(true));
    const sent = requests.find((r) => r.url === '/api/auth/signup')!.data as Record<string, string>;
    expect(sent).toMatchObject({ email: 'amy@example.com', firstName: 'Amy', lastName: 'March', invitation: TOKEN });
  });

  it("a revoked invitation says so in the server's words and keeps the form closed", async () => {
    renderAuth(
      [joinInfo('invite'), { method: 'POST', url: '/api/auth/invitations/check', status: 410, body: { success: false, message: JOIN_MESSAGES.invitation.revoked } }],
      `/auth?mode=signup&invitation=${TOKEN}`,
    );
    expect(await screen.findByText(JOIN_MESSAGES.invitation.revoked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeDisabled();
  });

  it('Approval: says an admin lets each new account in, and the form stays open', async () => {
    renderAuth([joinInfo('approval')], '/auth?mode=signup');
    expect(await screen.findByText(JOIN_MESSAGES.approvalNeeded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeEnabled();
  });

  it('a fresh install reached from another machine: says how the first account is made', async () => {
    renderAuth([joinInfo('invite', { setupNeeded: true })], '/auth?mode=signup');
    expect(await screen.findByText(JOIN_MESSAGES.setupNeeded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeDisabled();
  });

  it('the server cannot be asked: the form stays open and the sign-up gets the answer', async () => {
    renderAuth([], '/auth?mode=signup');
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Could not ask who may join', expect.anything()));
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeEnabled();
  });
});
