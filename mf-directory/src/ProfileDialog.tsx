import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { currentUserAtom, dispatchSessionAtom, fetchCurrentUser, type ProfileDialogProps } from 'shared-contracts/runtime';
import { ProfileDetails } from './parts/ProfileDetails';

/**
 * The signed-in member's own Profile Details, opened by the shell (Profile in the account
 * menu and the bottom navigation). Each opening refreshes the session's copy from the server
 * (replaced, not merged: a field cleared elsewhere is absent from the answer, and a merge would
 * keep the old value and write it back at the next save).
 */
export default function ProfileDialog({ open, onClose }: ProfileDialogProps) {
  const currentUser = useAtomValue(currentUserAtom);
  const dispatch = useSetAtom(dispatchSessionAtom);
  const ownId = currentUser?.id;

  useEffect(() => {
    if (open && ownId !== undefined) void fetchCurrentUser(dispatch);
  }, [open, ownId, dispatch]);

  return <ProfileDetails open={open} user={currentUser} onClose={onClose} />;
}
