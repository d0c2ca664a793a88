import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSKEY_MESSAGES } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { sessionAtom } from 'shared-contracts/runtime';
import AuthPage from '../AuthPage';

/*
 * "Use a passkey" on the sign-in view. The browser's WebAuthn API is the edge here: jsdom has
 * none, so each test gives the page one (navigator.credentials.get) that answers as a browser does.
 */

const background: FakeRoute = { method: 'GET', url: '/api/auth/background-image', body: { success: true, data: { backgroundUrl: null } } };
const options: FakeRoute = {
  method: 'POST',
  url: '/api/auth/passkeys/signin/options',
  body: { success: true, data: { options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required', allowCredentials: [] } } },
};
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const credential = {
  id: 'Y3JlZA',
  rawId: bytes('cred'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { clientDataJSON: bytes('{}'), authenticatorData: bytes('data'), signature: bytes('sig'), userHandle: null },
  getClientExtensionResults: () => ({}),
};

function withWebAuthn(get: () => Promise<unknown>) {
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', { value: { get: jest.fn(get), create: jest.fn() }, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

describe('sign in with a passkey', () => {
  it('is not offered by a browser without passkeys', () => {
    renderWithShell(<AuthPage />, { route: '/auth', path: '/auth', network: [background] });
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('signs in with no e-mail typed: the answer goes to the server, and the member is in', async () => {
    withWebAuthn(async () => credential);
    const user = makeUser({ id: 4, firstName: 'Jo' });
    const { requests, store } = renderWithShell(<AuthPage />, {
      route: '/auth',
      path: '/auth',
      network: [background, options, { method: 'POST', url: '/api/auth/passkeys/signin', body: { success: true, data: { user } } }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(store.get(sessionAtom).isUserLogin).toBe(true));
    const sent = requests.find((r) => r.url === '/api/auth/passkeys/signin')!.data as { response: { id: string; type: string } };
    expect(sent.response).toMatchObject({ id: 'Y3JlZA', type: 'public-key' });
  });

  it("a refused passkey says so in the server's words; closing the browser's dialog says nothing", async () => {
    withWebAuthn(async () => credential);
    renderWithShell(<AuthPage />, {
      route: '/auth',
      path: '/auth',
      network: [background, options, { method: 'POST', url: '/api/auth/passkeys/signin', status: 401, body: { success: false, message: PASSKEY_MESSAGES.unknownPasskey } }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.unknownPasskey)).toBeInTheDocument();

    withWebAuthn(async () => {
      throw Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(console.info).toHaveBeenCalledWith('Passkey sign-in was cancelled'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the browser's autofill of passkeys", () => {
  it('where supported, the e-mail field offers them: a passkey chosen there signs in, with no button pressed', async () => {
    let chosen: (value: unknown) => void = () => {};
    withWebAuthn(() => new Promise((resolve) => (chosen = resolve)));
    Object.defineProperty(window.PublicKeyCredential, 'isConditionalMediationAvailable', { value: async () => true, configurable: true });
    const user = makeUser({ id: 5, firstName: 'Beth' });
    const { store } = renderWithShell(<AuthPage />, {
      route: '/auth',
      path: '/auth',
      network: [background, options, { method: 'POST', url: '/api/auth/passkeys/signin', body: { success: true, data: { user } } }],
    });
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    await waitFor(() => expect(navigator.credentials.get).toHaveBeenCalledWith(expect.objectContaining({ mediation: 'conditional' })), { timeout: 3000 });
    chosen(credential);
    await waitFor(() => expect(store.get(sessionAtom).isUserLogin).toBe(true));
  });

  it('a browser without autofill asks for nothing until the button is pressed', async () => {
    withWebAuthn(async () => credential);
    Object.defineProperty(window.PublicKeyCredential, 'isConditionalMediationAvailable', { value: async () => false, configurable: true });
    const { requests } = renderWithShell(<AuthPage />, { route: '/auth', path: '/auth', network: [background, options] });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(requests.some((r) => r.url === '/api/auth/passkeys/signin/options')).toBe(false);
    expect(navigator.credentials.get).not.toHaveBeenCalled();
  });

  it("an offer the browser ends on its own says nothing; signing in with the password ends the offer", async () => {
    let refuse: (error: Error) => void = () => {};
    withWebAuthn(() => new Promise((_resolve, reject) => (refuse = reject)));
    Object.defineProperty(window.PublicKeyCredential, 'isConditionalMediationAvailable', { value: async () => true, configurable: true });
    renderWithShell(<AuthPage />, {
      route: '/auth',
      path: '/auth',
      network: [background, options, { method: 'POST', url: '/api/auth/signin', status: 401, body: { success: false, message: 'Invalid email or password' } }],
    });
    await waitFor(() => expect(navigator.credentials.get).toHaveBeenCalled(), { timeout: 3000 });
    refuse(Object.assign(new Error('Something the browser did not like'), { name: 'InvalidStateError' }));
    await waitFor(() => expect(console.info).toHaveBeenCalledWith('The passkey autofill offer ended', expect.anything()));
    expect(screen.queryByText(PASSKEY_MESSAGES.notAccepted)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'not my password');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
