import { createStore } from 'jotai';
import { initialSession, sessionOperationsOf } from 'shared-contracts/runtime';
import { persistSession, restoreSession, type SessionStorageLike } from './persistence';

const user = { id: 4, email: 'beth@example.com', displayName: 'Beth March' };

function memoryStorage(initial: Record<string, string> = {}): SessionStorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('restoreSession', () => {
  it('reads the session stored under the key root', async () => {
    const storage = memoryStorage({ root: JSON.stringify({ loginUser: user, isUserLogin: true }) });
    await expect(restoreSession(storage)).resolves.toEqual({ ...initialSession, loginUser: user, isUserLogin: true });
  });

  it('restores as logged out when nothing, or garbage, is stored', async () => {
    await expect(restoreSession(memoryStorage())).resolves.toEqual(initialSession);
    await expect(restoreSession(memoryStorage({ root: '{not json' }))).resolves.toEqual(initialSession);
    await expect(restoreSession(null)).resolves.toEqual(initialSession);
  });

  it('gives up waiting after the time-out (5000 ms)', async () => {
    jest.useFakeTimers();
    try {
      const never: SessionStorageLike = { getItem: () => new Promise(() => {}), setItem: () => {} };
      const restored = restoreSession(never);
      jest.advanceTimersByTime(4999);
      let settled = false;
      void restored.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(restored).resolves.toEqual(initialSession);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits for a slow store that answers within the time-out', async () => {
    const slow: SessionStorageLike = {
      getItem: () => new Promise((resolve) => setTimeout(() => resolve(JSON.stringify({ loginUser: user, isUserLogin: true })), 20)),
      setItem: () => {},
    };
    await expect(restoreSession(slow)).resolves.toMatchObject({ isUserLogin: true });
  });
});

describe('persistSession', () => {
  it('writes only the user and the logged-in flag, on every change', () => {
    const store = createStore();
    const storage = memoryStorage();
    persistSession(store, storage);
    const session = sessionOperationsOf(store);
    session.clearError();
    expect(JSON.parse(storage.data.root)).toEqual({ loginUser: null, isUserLogin: false });
    session.signedIn(user);
    expect(JSON.parse(storage.data.root)).toEqual({ loginUser: user, isUserLogin: true });
    session.signedOut();
    expect(JSON.parse(storage.data.root)).toEqual({ loginUser: null, isUserLogin: false });
  });
});
