/*
 * Who gets in, in Settings (admins and managers): one chunk of its own, drawn with antd, loaded
 * when the first of its sections comes near. Invitations, which every member sees, is apart
 * (InvitationsSection.tsx).
 */
import { JoiningStyles } from './JoiningStyles';
import { WaitingPanel } from './WaitingPanel';
import { WhoCanJoinPanel } from './WhoCanJoinPanel';

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
