import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { User } from 'shared-contracts';
import { currentUserAtom, keptFamilyMembers, loadFamilyMembers } from 'shared-contracts/runtime';

/** Other members' markers follow their positions this often while the map is on screen. */
export const MEMBERS_REFRESH_MS = 30_000;

type MembersState = { status: 'loading' } | { status: 'loaded'; members: User[] } | { status: 'failed' };

/**
 * The family list behind the map: loaded once, then read again every 30 seconds while the page
 * is visible (and at once when it becomes visible again), so markers move without a reload.
 * A refresh that fails keeps the last list; a first load that fails is 'failed'. The list this
 * device last received is drawn until the first answer, and stays when the server cannot be
 * reached at all (offline); a server that answers with a refusal replaces it.
 */
export function useFamilyMembers(): MembersState {
  const ownId = useAtomValue(currentUserAtom)?.id;
  // The markers this device last received are drawn at once; the first load replaces them.
  const [state, setState] = useState<MembersState>(() => {
    // typeof: a shell older than this remote provides a runtime without it (the page's runtime
    // is the shell's), and then nothing is drawn ahead.
    const kept = typeof keptFamilyMembers === 'function' ? keptFamilyMembers(ownId) : null;
    return kept ? { status: 'loaded', members: kept } : { status: 'loading' };
  });

  // Whether the server has given a list: until then, what is on screen is the device's copy.
  const answered = useRef(false);
  const load = useCallback(async (isActive: () => boolean) => {
    try {
      // Asked again with its ETag: while nobody moved, the answer is a 304 without a body.
      const { members, offlineCopyFrom } = await loadFamilyMembers(ownId, { offlineCopy: true });
      if (!offlineCopyFrom) answered.current = true;
      // The markers drawn at once, confirmed by the server (the same array): nothing to draw again.
      if (isActive()) setState((current) => (current.status === 'loaded' && current.members === members ? current : { status: 'loaded', members }));
    } catch (error) {
      console.error('Could not load the family members for the map', error);
      if (isActive()) setState((current) => (current.status === 'loaded' && answered.current ? current : { status: 'failed' }));
    }
  }, [ownId]);

  useEffect(() => {
    let active = true;
    const isActive = () => active;
    void load(isActive);
    const visible = () => document.visibilityState !== 'hidden';
    const timer = setInterval(() => {
      if (visible()) void load(isActive);
    }, MEMBERS_REFRESH_MS);
    const onVisibility = () => {
      if (visible()) void load(isActive);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [load]);

  return state;
}
