import { atom } from 'jotai';
import { initialSession, sessionReducer, type SessionAction, type SessionState } from './state.js';

/** The session's state. jotai is a federation singleton, so every remote sees this same atom. Written only here. */
const sessionStateAtom = atom<SessionState>(initialSession);

/** The session, to read (a remote writes it through its operations: useSession, sessionOperationsOf). */
export const sessionAtom = atom((get) => get(sessionStateAtom));

/**
 * How many times the signed-in member has been written. The server's answer about who is signed
 * in can arrive after a later write (a profile saved while the dialog's refresh was on its way):
 * that answer is older than what the session holds, and must not put the old profile back.
 */
const userWritesAtom = atom(0);

/** Applies a session transition: the runtime's own, behind the operations. Returns the member's write count. */
export const dispatchSessionAtom = atom(null, (get, set, action: SessionAction): number => {
  const writes = get(userWritesAtom);
  const stale = (action.type === 'currentUserLoaded' || action.type === 'currentUserUnauthorized') && action.askedAt !== undefined && action.askedAt !== writes;
  if (stale) return writes;
  const before = get(sessionStateAtom);
  const after = sessionReducer(before, action);
  set(sessionStateAtom, after);
  if (after.loginUser === before.loginUser && after.isUserLogin === before.isUserLogin) return writes;
  set(userWritesAtom, writes + 1);
  return writes + 1;
});

export const currentUserAtom = atom((get) => get(sessionAtom).loginUser);
