import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionAtom } from 'shared-contracts/runtime';
import { makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import ProfileDialog from './ProfileDialog';
import { renderDirectory, renderWithoutAntdTheme } from './test-support/renderDirectory';

jest.setTimeout(20000);

quietConsoleButFailOnActWarnings();

const me = makeUser({ id: 7, displayName: 'Jo March', occupation: 'Writer', birthday: '1990-12-10', isBirthdayVisible: false });
// One's own profile is the session's: it is refreshed through the current-user call.
const ownProfile = (fields: object): FakeRoute => ({ method: 'GET', url: '/api/auth/current/user', body: { success: true, data: { user: { ...me, ...fields } } } });

function renderOwnDialog(network: FakeRoute[], open = true) {
  const onClose = jest.fn();
  const view = renderDirectory(<ProfileDialog open={open} onClose={onClose} />, { user: me, route: '/dashboard', network });
  return { ...view, onClose };
}

describe('the own Profile Details (the shell opens it from Profile)', () => {
  it("shows the signed-in member, with 'You' and Edit Profile (the hidden birthday only in the form)", async () => {
    renderOwnDialog([ownProfile({})]);
    const dialog = await screen.findByRole('dialog', { name: 'Profile Details' });
    expect(within(dialog).getByRole('heading', { name: 'Jo March' })).toBeInTheDocument();
    expect(within(dialog).getByText('You')).toBeInTheDocument();
    expect(within(dialog).queryByText('December 10, 1990')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Edit Profile/ })).toBeInTheDocument();
  });

  it('refreshes the session from the server when it opens', async () => {
    const { store, requests } = renderOwnDialog([ownProfile({ occupation: 'Novelist' })]);
    expect(await screen.findByText('Novelist')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/auth/current/user']);
    expect(store.get(sessionAtom).loginUser?.occupation).toBe('Novelist');
  });

  it('takes the fresh copy whole: a field cleared elsewhere is not brought back by the next save', async () => {
    const fresh = { ...me } as Record<string, unknown>;
    delete fresh.phoneNumber; // a manager cleared it; the server leaves empty fields out
    const saved: FakeRoute = { method: 'PUT', url: '/api/auth/profile', body: { success: true, data: { user: fresh } } };
    const { store, requests } = renderOwnDialog([{ method: 'GET', url: '/api/auth/current/user', body: { success: true, data: { user: fresh } } }, saved]);
    await waitFor(() => expect(store.get(sessionAtom).loginUser).not.toHaveProperty('phoneNumber'));
    expect(screen.queryByText('(555) 123-4567')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Edit Profile/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect((requests.find((r) => r.method === 'PUT')?.data as { phone_number?: string }).phone_number ?? '').toBe('');
  });

  it('keeps the stored copy when the refresh fails', async () => {
    const { requests } = renderOwnDialog([{ method: 'GET', url: '/api/auth/current/user', status: 503, body: {} }]);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByText('Writer')).toBeInTheDocument();
  });

  it('asks for nothing while closed', () => {
    const { requests } = renderOwnDialog([ownProfile({})], false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('Close and a successful save call onClose', async () => {
    const { onClose } = renderOwnDialog([ownProfile({}), { method: 'PUT', url: '/api/auth/profile', body: { success: true, data: { user: me } } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /Edit Profile/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});

describe("antd's theme", () => {
  it('the dialog brings its own: the shell puts no AntdTheme around the dashboard', async () => {
    renderWithoutAntdTheme(<ProfileDialog open onClose={jest.fn()} />, { user: me, network: [ownProfile({})] });
    const dialog = await screen.findByRole('dialog', { name: 'Profile Details' });
    // 'fn' is AntdTheme's CSS-variable scope: antd's components outside one carry antd's own.
    expect(dialog.closest('.fn')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: /Edit Profile/ })).toHaveClass('fn');
  });
});
