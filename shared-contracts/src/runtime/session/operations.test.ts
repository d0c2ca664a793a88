import { createStore } from 'jotai';
import { configureApiClient } from '../http/client';
import { fakeNetwork } from '../../testing/fakeApi';
import { dispatchSessionAtom, sessionAtom } from './atoms';
import { fetchCurrentUser, logOut, sessionOperationsOf, signIn, signUp, updateOwnProfile } from './operations';
import type { SessionAction } from './state';

function setup(routes: Parameters<typeof fakeNetwork>[1], onUnauthorized?: () => void) {
  const store = createStore();
  const api = configureApiClient({ baseURL: '', onUnauthorized });
  const { requests } = fakeNetwork(api, routes);
  const dispatch = (action: SessionAction) => store.set(dispatchSessionAtom, action);
  return { store, api, dispatch, requests, session: () => store.get(sessionAtom) };
}

const user = { id: 5, email: 'jo@example.com', displayName: 'Jo March' };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('signIn', () => {
  it('stores the user from data.data.user', async () => {
    const t = setup([{ method: 'POST', url: '/api/auth/signin', body: { success: true, data: { user } } }]);
    await expect(signIn(t.dispatch, { email: 'jo@example.com', password: 'secret1' })).resolves.toBe(true);
    expect(t.session()).toEqual({ loginUser: { id: 5, email: 'jo@example.com', displayName: 'Jo March' }, isUserLogin: true, loading: false, error: null });
    expect(t.requests[0].data).toEqual({ email: 'jo@example.com', password: 'secret1' });
  });

  it("shows the server's message on failure", async () => {
    const t = setup([{ method: 'POST', url: '/api/auth/signin', status: 401, body: { success: false, message: 'Invalid email or password' } }]);
    await expect(signIn(t.dispatch, { email: 'jo@example.com', password: 'wrong-1' })).resolves.toBe(false);
    expect(t.session()).toMatchObject({ error: 'Invalid email or password', isUserLogin: false, loading: false });
  });

  it("falls back to the error's text, then to 'Login failed'", async () => {
    const t = setup([{ method: 'POST', url: '/api/auth/signin', respond: () => Promise.reject(new Error('Network Error')) }]);
    await signIn(t.dispatch, { email: 'a@b.co', password: 'secret1' });
    expect(t.session().error).toBe('Network Error');

    const u = setup([{ method: 'POST', url: '/api/auth/signin', respond: () => Promise.reject(Object.assign(new Error(''), {})) }]);
    await signIn(u.dispatch, { email: 'a@b.co', password: 'secret1' });
    expect(u.session().error).toBe('Login failed');
  });

  it("treats an answer without data.data.user as 'Invalid response from server'", async () => {
    const t = setup([{ method: 'POST', url: '/api/auth/signin', body: { success: true, data: {} } }]);
    await signIn(t.dispatch, { email: 'a@b.co', password: 'secret1' });
    expect(t.session()).toMatchObject({ error: 'Invalid response from server', isUserLogin: false });
  });
});

describe('signUp', () => {
  it("falls back to 'Sign up failed'", async () => {
    const t = setup([{ method: 'POST', url: '/api/auth/signup', status: 500, body: {} }]);
    t.api.interceptors.response.use(undefined, (error) => Promise.reject(Object.assign(error, { message: '' })));
    await signUp(t.dispatch, { email: 'a@b.co', password: 'secret1', displayName: 'A B', firstName: 'A', lastName: 'B' });
    expect(t.session().error).toBe('Sign up failed');
  });

  it('signs the new member in', async () => {
    const t = setup([{ method: 'POST', url: '/api/auth/signup', status: 201, body: { success: true, data: { user } } }]);
    await expect(signUp(t.dispatch, { email: 'a@b.co', password: 'secret1', displayName: 'A B', firstName: 'A', lastName: 'B' })).resolves.toBe(true);
    expect(t.session().isUserLogin).toBe(true);
  });
});

describe('fetchCurrentUser', () => {
  it('stores the user on success', async () => {
    const t = setup([{ method: 'GET', url: '/api/auth/current/user', body: { success: true, data: { user } } }]);
    await fetchCurrentUser(t.dispatch);
    expect(t.session()).toMatchObject({ isUserLogin: true, loginUser: { displayName: 'Jo March' } });
  });

  it('a 401 clears the user (and reaches the 401 hook)', async () => {
    const onUnauthorized = jest.fn();
    const t = setup([{ method: 'GET', url: '/api/auth/current/user', status: 401, body: { success: false, message: 'Please sign in' } }], onUnauthorized);
    t.dispatch({ type: 'authSuccess', user });
    await fetchCurrentUser(t.dispatch);
    expect(t.session()).toMatchObject({ isUserLogin: false, loginUser: null });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an answer asked before a profile save and arriving after it does not put the old profile back', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    let asked = 0;
    const t = setup([
      {
        method: 'GET',
        url: '/api/auth/current/user',
        respond: () => (++asked === 1 ? new Promise((resolve) => (answer = resolve)) : { status: 200, body: { success: true, data: { user: { ...user, bio: 'Newer' } } } }),
      },
      { method: 'PUT', url: '/api/auth/profile', body: { success: true, data: { user: { ...user, bio: 'Saved' } } } },
    ]);
    t.dispatch({ type: 'authSuccess', user: { ...user, bio: 'Old' } });
    const refresh = fetchCurrentUser(t.dispatch); // Profile Details opened: the refresh is on its way
    await updateOwnProfile(t.dispatch, { bio: 'Saved' });
    answer({ status: 200, body: { success: true, data: { user: { ...user, bio: 'Old' } } } });
    await refresh;
    expect(t.session().loginUser?.bio).toBe('Saved');

    await fetchCurrentUser(t.dispatch); // a refresh asked after the save is taken
    expect(t.session().loginUser?.bio).toBe('Newer');
  });

  it('a 401 asked before a sign-in and arriving after it leaves the member signed in', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const t = setup([{ method: 'GET', url: '/api/auth/current/user', respond: () => new Promise((resolve) => (answer = resolve)) }]);
    const check = fetchCurrentUser(t.dispatch);
    t.dispatch({ type: 'authSuccess', user });
    answer({ status: 401, body: { success: false, message: 'Please sign in' } });
    await check;
    expect(t.session()).toMatchObject({ isUserLogin: true, loginUser: { id: 5 } });
  });

  it('other failures are only logged and keep the session', async () => {
    const t = setup([{ method: 'GET', url: '/api/auth/current/user', status: 503, body: {} }]);
    t.dispatch({ type: 'authSuccess', user });
    await fetchCurrentUser(t.dispatch);
    expect(t.session().isUserLogin).toBe(true);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('logOut', () => {
  it('resets the session even when the call fails', async () => {
    const t = setup([{ method: 'GET', url: '/api/auth/logout', status: 500, body: {} }]);
    t.dispatch({ type: 'authSuccess', user });
    await logOut(t.dispatch);
    expect(t.session()).toEqual({ loginUser: null, isUserLogin: false, loading: false, error: null });
  });
});

describe('updateOwnProfile', () => {
  it('replaces the stored user with the answer', async () => {
    const t = setup([{ method: 'PUT', url: '/api/auth/profile', body: { success: true, data: { user: { ...user, bio: 'Hi' } } } }]);
    t.dispatch({ type: 'authSuccess', user });
    await updateOwnProfile(t.dispatch, { bio: 'Hi' });
    expect(t.session().loginUser?.bio).toBe('Hi');
  });

  it("stores the failure ('Update failed' when nothing better is known) and rethrows", async () => {
    const t = setup([{ method: 'PUT', url: '/api/auth/profile', status: 400, body: { success: false, message: 'Birthday must be a real date' } }]);
    t.dispatch({ type: 'authSuccess', user });
    await expect(updateOwnProfile(t.dispatch, { birthday: '2001-02-30' })).rejects.toBeTruthy();
    expect(t.session().error).toBe('Birthday must be a real date');
  });
});

describe('the session is written only through its operations', () => {
  it('offers the shell and the remotes no raw transition and no writable atom', async () => {
    const runtime = await import('../index');
    expect(runtime).not.toHaveProperty('dispatchSessionAtom');
    expect(runtime).not.toHaveProperty('sessionReducer');
    const store = createStore();
    expect(() => store.set(runtime.sessionAtom as never, { loginUser: null } as never)).toThrow();
  });

  it('names every write a remote makes', () => {
    const store = createStore();
    const session = sessionOperationsOf(store);
    session.signedIn({ id: 5, email: 'jo@example.com', displayName: 'Jo' });
    session.userChanged({ photoURL: '/uploads/avatars/a.webp' });
    expect(store.get(sessionAtom).loginUser).toEqual({ id: 5, email: 'jo@example.com', displayName: 'Jo', photoURL: '/uploads/avatars/a.webp' });
    session.userSaved({ id: 5, email: 'jo@example.com', displayName: 'Josephine' });
    expect(store.get(sessionAtom).loginUser?.displayName).toBe('Josephine');
    session.signedOut();
    expect(store.get(sessionAtom)).toMatchObject({ loginUser: null, isUserLogin: false });
  });
});
