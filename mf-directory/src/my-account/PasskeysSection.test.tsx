import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSKEY_MESSAGES } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { PasskeysSection } from './PasskeysSection';

/* The browser's WebAuthn API is the edge: jsdom has none, so the tests give the page one. */

const passkey = (id: number, name: string, extra: Record<string, unknown> = {}) => ({ id, name, createdAt: '2026-11-20T10:00:00.000Z', backedUp: false, ...extra });

beforeEach(() => {
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

function renderSection(network: FakeRoute[]) {
  return renderWithShell(<PasskeysSection />, { user: makeUser({ id: 4 }), network });
}

describe("the member's passkeys", () => {
  it('lists each with when it was added and last used; removes one; turns password sign-in off', async () => {
    let state = { passkeys: [passkey(1, "Jo's laptop", { lastUsedAt: '2026-11-24T10:00:00.000Z', backedUp: true }), passkey(2, "Jo's phone")], passwordSignIn: true };
    const { requests } = renderSection([
      { method: 'GET', url: '/api/auth/passkeys', respond: () => ({ status: 200, body: { success: true, data: state } }) },
      {
        method: 'DELETE',
        url: '/api/auth/passkeys/2',
        respond: () => {
          state = { ...state, passkeys: state.passkeys.filter((p) => p.id !== 2) };
          return { status: 200, body: { success: true, message: PASSKEY_MESSAGES.removed, data: state } };
        },
      },
      {
        method: 'PUT',
        url: '/api/auth/passkeys/password-sign-in',
        respond: ({ data }) => {
          state = { ...state, passwordSignIn: (data as { enabled: boolean }).enabled };
          return { status: 200, body: { success: true, data: state } };
        },
      },
    ]);
    const items = within(await screen.findByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent("Jo's laptop");
    expect(items[0]).toHaveTextContent('Synced');
    expect(items[0]).toHaveTextContent(/Added Nov 20, 2026 · last used Nov 24, 2026/);
    expect(items[1]).toHaveTextContent('not used yet');

    await userEvent.click(screen.getByRole('button', { name: "Remove the passkey Jo's phone" }));
    expect(await screen.findByText(PASSKEY_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem')).toHaveLength(1));

    const passwordSwitch = screen.getByRole('switch', { name: 'Also sign in with my password' });
    expect(passwordSwitch).toBeChecked();
    await userEvent.click(passwordSwitch);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Also sign in with my password' })).not.toBeChecked());
    expect(requests.find((r) => r.method === 'PUT')?.data).toEqual({ enabled: false });
  });

  it('adds one with the browser’s own dialog and the chosen name; a name over 60 characters is refused first', async () => {
    const bytes = (text: string) => new TextEncoder().encode(text).buffer;
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: {
        get: jest.fn(),
        create: jest.fn(async () => ({
          id: 'bmV3',
          rawId: bytes('new'),
          type: 'public-key',
          authenticatorAttachment: 'platform',
          response: { clientDataJSON: bytes('{}'), attestationObject: bytes('att'), getTransports: () => ['internal'] },
          getClientExtensionResults: () => ({}),
        })),
      },
    });
    let state = { passkeys: [] as ReturnType<typeof passkey>[], passwordSignIn: true };
    const { requests } = renderSection([
      { method: 'GET', url: '/api/auth/passkeys', respond: () => ({ status: 200, body: { success: true, data: state } }) },
      {
        method: 'POST',
        url: '/api/auth/passkeys/register/options',
        body: {
          success: true,
          data: {
            options: {
              challenge: 'Y2hhbGxlbmdl',
              rp: { id: 'localhost', name: 'FamilyNet' },
              user: { id: 'dXNlcg', name: 'jo@example.com', displayName: 'Jo' },
              pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
              authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
            },
          },
        },
      },
      {
        method: 'POST',
        url: '/api/auth/passkeys/register',
        respond: () => {
          state = { ...state, passkeys: [passkey(3, 'Kitchen tablet')] };
          return { status: 201, body: { success: true, message: PASSKEY_MESSAGES.added, data: { passkey: passkey(3, 'Kitchen tablet') } } };
        },
      },
    ]);
    expect(await screen.findByText('No passkey yet: add one for this device.')).toBeInTheDocument();
    const name = screen.getByLabelText('Name of the new passkey');
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(61));
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/auth/passkeys/register/options')).toBe(false);

    await userEvent.clear(name);
    await userEvent.type(name, 'Kitchen tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.added)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toHaveTextContent('Kitchen tablet');
    expect((requests.find((r) => r.url === '/api/auth/passkeys/register')?.data as { name: string }).name).toBe('Kitchen tablet');
  });
});
