import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { currentUserAtom, useSession, type ProfileDialogProps } from 'shared-contracts/runtime';
import { ProfileDetails } from './parts/ProfileDetails';

/**
 * The signed-in member's own Profile Details, opened by the shell (Profile in the account
 * menu and the bottom navigation). Each opening refreshes the session's copy from the server
 * (replaced, not merged: a field cleared elsewhere is absent from the answer, and a merge would
 * keep the old value and write it back at the next save).
 *
 * antd's theme comes with it: ProfileDetails wraps the dialog in AntdTheme (the shell's own
 * around it is not relied on).
 */
export default function ProfileDialog({ open, onClose }: ProfileDialogProps) {
  const currentUser = useAtomValue(currentUserAtom);
  const session = useSession();
  const ownId = currentUser?.id;

  useEffect(() => {
    if (open && ownId !== undefined) void session.fetchCurrentUser();
  }, [open, ownId, session]);

  return <ProfileDetails open={open} user={currentUser} onClose={onClose} />;
}
