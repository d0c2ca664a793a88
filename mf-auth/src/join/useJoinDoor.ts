import { useEffect, useState } from 'react';
import { JOIN_MESSAGES, type InvitationCheck, type JoinInfo } from 'shared-contracts';
import { callApi, httpStatus, serverMessage } from 'shared-contracts/runtime';

interface JoinDoor {
  /** false when the visitor cannot sign up (the form is then disabled); true while the page still asks. */
  open: boolean;
  /** What the visitor is told above the form. */
  notice?: { type: 'error' | 'info'; text: string; values?: Record<string, string> };
  /** What an e-mailed invitation fills in. */
  prefill?: Partial<Pick<InvitationCheck, 'email' | 'firstName' | 'lastName'>>;
}

/**
 * Whether this visitor can sign up, before they type anything: the family's way of joining, the
 * invitation of the link they came with, and a fresh install's first account. The server decides
 * again on submit; when it cannot be asked, the form stays usable and the server has the last word.
 */
export function useJoinDoor(invitation: string | undefined, setup: string | undefined): JoinDoor {
  const [door, setDoor] = useState<JoinDoor>({ open: true });

  useEffect(() => {
    let active = true;
    (async (): Promise<JoinDoor> => {
      let info: JoinInfo | undefined;
      try {
        info = await callApi('joinInfo');
      } catch (error) {
        console.error('Could not ask who may join', error);
      }
      if (info?.setupNeeded) {
        return setup ? { open: true } : { open: false, notice: { type: 'error', text: JOIN_MESSAGES.setupNeeded } };
      }
      if (invitation) {
        try {
          const found = await callApi('checkInvitation', { body: { invitation } });
          const { invitedBy, ...prefill } = found;
          return { open: true, notice: { type: 'info', text: JOIN_MESSAGES.invitedByTemplate, values: { name: invitedBy } }, prefill };
        } catch (error) {
          const status = httpStatus(error);
          // The server could not be asked: the form stays, and the sign-up gets the answer.
          if (status === undefined || status >= 500) return { open: true };
          const text = serverMessage(error, JOIN_MESSAGES.invitation.unknown);
          return { open: info?.mode === 'open' || status === 429, notice: { type: 'error', text } };
        }
      }
      if (info?.mode === 'invite') return { open: false, notice: { type: 'error', text: JOIN_MESSAGES.invitationNeeded } };
      if (info?.mode === 'approval') return { open: true, notice: { type: 'info', text: JOIN_MESSAGES.approvalNeeded } };
      return { open: true };
    })().then((next) => {
      if (active) setDoor(next);
    });
    return () => {
      active = false;
    };
  }, [invitation, setup]);

  return door;
}
