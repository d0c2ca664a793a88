/*
 * Invitations in Settings: a chunk of its own, drawn with the plain controls. Every member sees
 * it, and for most it is the whole page: it brings no antd.
 */
import { useAtomValue } from 'jotai';
import { canManageFamily } from 'shared-contracts';
import { currentUserAtom } from 'shared-contracts/runtime';
import { InvitationsPanel } from './InvitationsPanel';
import { JoiningStyles } from './JoiningStyles';

export function InvitationsContent() {
  const manages = canManageFamily(useAtomValue(currentUserAtom));
  return (
    <>
      <JoiningStyles />
      <InvitationsPanel canEmail={manages} />
    </>
  );
}
