import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ProfileDialogProps } from 'shared-contracts/remotes';
import { currentUserAtom, dispatchSessionAtom } from 'shared-contracts/session';
import { fetchUserProfile } from './api/directoryApi';
import { ProfileDetails } from './parts/ProfileDetails';

/**
 * The signed-in member's own Profile Details, opened by the shell (Profile in the account
 * menu and the bottom navigation). Each opening refreshes the session's copy from the server.
 */
export default function ProfileDialog({ open, onClose }: ProfileDialogProps) {
  const currentUser = useAtomValue(currentUserAtom);
  const dispatch = useSetAtom(dispatchSessionAtom);
  const ownId = currentUser?.id;

  useEffect(() => {
    if (!open || ownId === undefined) return;
    let active = true;
    fetchUserProfile(ownId)
      .then((profile) => {
        // Replace, not merge: a field cleared elsewhere is absent from the answer, and a merge
        // would keep the old value and write it back at the next save.
        if (active && profile.id === ownId) dispatch({ type: 'currentUserLoaded', user: profile });
      })
      .catch((error) => console.error('Could not refresh your profile; showing the stored copy', error));
    return () => {
      active = false;
    };
  }, [open, ownId, dispatch]);

  return <ProfileDetails open={open} user={currentUser} onClose={onClose} />;
}
