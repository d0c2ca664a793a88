import { initialSession, persistableSession, restoredSession, sessionReducer, type SessionState } from './state';

const jo = { id: 3, email: 'jo@example.com', displayName: 'Jo March' };
const signedIn: SessionState = { loginUser: { id: 3, email: 'jo@example.com', displayName: 'Jo March' }, isUserLogin: true, loading: false, error: null };

describe('session transitions (spec section 4)', () => {
  it('starts logged out, with no user, not loading and no error', () => {
    expect(initialSession).toEqual({ loginUser: null, isUserLogin: false, loading: false, error: null });
  });

  it('a sign-in start sets loading and clears the error', () => {
    expect(sessionReducer({ ...initialSession, error: 'old' }, { type: 'authStart' })).toEqual({
      ...initialSession,
      loading: true,
      error: null,
    });
  });

  it('success stores the profile and logs in', () => {
    const state = sessionReducer({ ...initialSession, loading: true }, { type: 'authSuccess', user: jo });
    expect(state).toEqual(signedIn);
  });

  it('failure stores the message, clears the user and logs out', () => {
    const state = sessionReducer({ ...signedIn, loading: true }, { type: 'authFailure', error: 'Invalid email or password' });
    expect(state).toEqual({ loginUser: null, isUserLogin: false, loading: false, error: 'Invalid email or password' });
  });

  it('logout always resets to the initial state', () => {
    expect(sessionReducer({ ...signedIn, error: 'x', loading: true }, { type: 'logout' })).toEqual(initialSession);
  });

  it('clearing the error removes only the error', () => {
    expect(sessionReducer({ ...signedIn, error: 'x' }, { type: 'clearError' })).toEqual(signedIn);
  });

  it('updating the user merges the fields, only when a user is present', () => {
    const merged = sessionReducer(signedIn, { type: 'updateUser', fields: { phoneNumber: '5551112222', isLocationVisible: true } });
    expect(merged.loginUser).toEqual({ ...signedIn.loginUser, phoneNumber: '5551112222', isLocationVisible: true });
    expect(sessionReducer(initialSession, { type: 'updateUser', fields: { bio: 'x' } })).toBe(initialSession);
  });

  it('the current user is stored on success and cleared by a 401', () => {
    const loaded = sessionReducer(initialSession, { type: 'currentUserLoaded', user: jo });
    expect(loaded.loginUser?.displayName).toBe('Jo March');
    expect(loaded.isUserLogin).toBe(true);
    expect(sessionReducer(loaded, { type: 'currentUserUnauthorized' })).toMatchObject({ loginUser: null, isUserLogin: false });
  });

  it('the server confirming the member the page holds changes nothing (no screen is drawn again); a change replaces it', () => {
    const confirmed = sessionReducer(signedIn, { type: 'currentUserLoaded', user: { displayName: 'Jo March', email: 'jo@example.com', id: 3 } });
    expect(confirmed).toBe(signedIn);
    const changed = sessionReducer(signedIn, { type: 'currentUserLoaded', user: { ...jo, bio: 'Writer' } });
    expect(changed).not.toBe(signedIn);
    expect(changed.loginUser).toEqual({ ...jo, bio: 'Writer' });
    // Restored from the device but not yet signed in: the answer signs in even with the same member.
    expect(sessionReducer({ ...signedIn, isUserLogin: false }, { type: 'currentUserLoaded', user: jo }).isUserLogin).toBe(true);
  });

  it('a profile update replaces the user; a failure stores the message', () => {
    const updated = sessionReducer(signedIn, { type: 'profileUpdated', user: { id: 3, email: 'jo@example.com', bio: 'New' } });
    expect(updated.loginUser).toEqual({ id: 3, email: 'jo@example.com', bio: 'New' });
    expect(sessionReducer(signedIn, { type: 'profileUpdateFailed', error: 'Update failed' }).error).toBe('Update failed');
  });
});

describe('persistence', () => {
  it('persists only the user and the logged-in flag', () => {
    expect(persistableSession({ ...signedIn, loading: true, error: 'x' })).toEqual({ loginUser: signedIn.loginUser, isUserLogin: true });
  });

  it('restores a stored session without transient flags', () => {
    expect(restoredSession({ loginUser: jo, isUserLogin: true, loading: true, error: 'stale' })).toEqual(signedIn);
  });

  it('restores anything malformed as logged out', () => {
    expect(restoredSession(null)).toEqual(initialSession);
    expect(restoredSession({ isUserLogin: true })).toEqual(initialSession);
    expect(restoredSession({ loginUser: 'x', isUserLogin: true })).toEqual(initialSession);
    expect(restoredSession({ loginUser: jo, isUserLogin: 'yes' })).toEqual(initialSession);
  });
});
