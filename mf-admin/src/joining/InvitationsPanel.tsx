import { useCallback, useEffect, useState } from 'react';
import { isAdmin, type Invitation } from 'shared-contracts';
import { Button, Tag } from 'shared-contracts/ui';
import { callApi, currentUserAtom } from 'shared-contracts/runtime';
import { useAtomValue } from 'jotai';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';
import { EmailInvitationForm } from './EmailInvitationForm';

const OFFLINE = 'The server could not be reached. Please try again.';
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const when = (iso: string) => day.format(new Date(iso));

function usesText(invitation: Invitation): string {
  if (invitation.maxUses !== undefined) return `Used ${invitation.uses} of ${invitation.maxUses}`;
  return invitation.uses === 1 ? 'Used once' : `Used ${invitation.uses} times`;
}

/**
 * The open invitations: a member's own (the link of My QR Code, made when it is first shown);
 * an admin sees everyone's. Each can be revoked at once. Admins and managers also invite one
 * relative by e-mail here.
 */
export function InvitationsPanel({ canEmail }: { canEmail: boolean }) {
  const me = useAtomValue(currentUserAtom);
  const seesAll = isAdmin(me);
  const [status, showStatus] = useStatusMessage();
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setInvitations((await callApi('invitations')).invitations);
    } catch (error) {
      console.error('Could not load the invitations', error);
      showStatus({ type: 'error', text: failureText(error, 'Could not load the invitations.', OFFLINE) });
    }
  }, [showStatus]);
  useEffect(() => {
    void load();
  }, [load]);

  const revoke = async (invitation: Invitation) => {
    setRevoking(invitation.id);
    try {
      await callApi('revokeInvitation', { params: { id: invitation.id } });
      showStatus({ type: 'success', text: 'Invitation revoked: its link and QR code no longer work.' });
      await load();
    } catch (error) {
      console.error('Could not revoke the invitation', error);
      showStatus({ type: 'error', text: failureText(error, 'Could not revoke the invitation.', OFFLINE) });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <UserSection
      title="Invitations"
      help={
        seesAll
          ? 'Open invitations of every member. A revoked invitation stops working at once.'
          : 'Your open invitations: the link and QR code of My QR Code, and any sent by email. A revoked invitation stops working at once.'
      }
      status={status}
    >
      {canEmail && <EmailInvitationForm onSent={load} />}
      {invitations && invitations.length === 0 && <p className="fn-users-empty">No open invitations. My QR Code makes one when you open it.</p>}
      {invitations && invitations.length > 0 && (
        <ul className="fn-users-list" aria-label="Open invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="fn-users-row">
              <div className="fn-users-row-text">
                <span className="fn-users-row-name">
                  {invitation.email ? `For ${invitation.name ? `${invitation.name} <${invitation.email}>` : invitation.email}` : 'Invitation link and QR code'}
                  <Tag>{usesText(invitation)}</Tag>
                </span>
                <span className="fn-users-row-email">
                  Made by {invitation.createdBy.name} on {when(invitation.createdAt)} · expires {when(invitation.expiresAt)}
                </span>
              </div>
              <Button danger onClick={() => revoke(invitation)} loading={revoking === invitation.id} aria-label={`Revoke the invitation made by ${invitation.createdBy.name} on ${when(invitation.createdAt)}`}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </UserSection>
  );
}
