/*
 * Who gets in, in Settings: one chunk of its own, loaded when Settings shows the first of its
 * sections (every member sees Invitations).
 */
import { useAtomValue } from 'jotai';
import { canManageFamily } from 'shared-contracts';
import { currentUserAtom } from 'shared-contracts/runtime';
import { usersCss } from '../users/usersCss';
import { InvitationsPanel } from './InvitationsPanel';
import { WaitingPanel } from './WaitingPanel';
import { WhoCanJoinPanel } from './WhoCanJoinPanel';
import { joiningCss } from './joiningCss';

function JoiningStyles() {
  return (
    <>
      <style href="fn-users" precedence="default">
        {usersCss}
      </style>
      <style href="fn-joining" precedence="default">
        {joiningCss}
      </style>
    </>
  );
}

export function WhoCanJoinContent() {
  return (
    <>
      <JoiningStyles />
      <WhoCanJoinPanel />
    </>
  );
}

export function WaitingContent() {
  return (
    <>
      <JoiningStyles />
      <WaitingPanel />
    </>
  );
}

export function InvitationsContent() {
  const manages = canManageFamily(useAtomValue(currentUserAtom));
  return (
    <>
      <JoiningStyles />
      <InvitationsPanel canEmail={manages} />
    </>
  );
}
