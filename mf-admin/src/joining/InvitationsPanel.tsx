import { useCallback, useEffect, useState } from 'react';
import { isAdmin, type Invitation } from 'shared-contracts';
import { Button, Tag } from 'shared-contracts/ui';
import { callApi, currentUserAtom, useSharedText } from 'shared-contracts/runtime';
import { useAtomValue } from 'jotai';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';
import { EmailInvitationForm } from './EmailInvitationForm';
import { useText as usePageText } from '../messages';
import { formatsOf } from '../messages/formats';
import { useText as useCommonText } from '../parts/messages';
import { useText, type InvitationsText } from './invitations/messages';

function usesText(invitation: Invitation, t: InvitationsText): string {
  const count = formatsOf(t).count;
  if (invitation.maxUses !== undefined) return t('invitations.usedOf', { uses: count(invitation.uses), max: count(invitation.maxUses) });
  return t('invitations.used', { count: invitation.uses });
}

/**
 * The open invitations: a member's own (the link of My QR Code, made when it is first shown);
 * an admin sees everyone's. Each can be revoked at once. Admins and managers also invite one
 * relative by e-mail here.
 */
export function InvitationsPanel({ canEmail }: { canEmail: boolean }) {
  const t = useText();
  const titles = usePageText();
  const common = useCommonText();
  const shared = useSharedText();
  const when = formatsOf(t).day;
  const me = useAtomValue(currentUserAtom);
  const seesAll = isAdmin(me);
  const [status, showStatus] = useStatusMessage({ t, common });
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setInvitations((await callApi('invitations')).invitations);
    } catch (error) {
      console.error('Could not load the invitations', error);
      showStatus({ type: 'error', text: (words, say) => say(failureText(error, words.t('invitations.loadFailed'), words.common('common.offline'))) });
    }
  }, [showStatus]);
  useEffect(() => {
    void load();
  }, [load]);

  const revoke = async (invitation: Invitation) => {
    setRevoking(invitation.id);
    try {
      await callApi('revokeInvitation', { params: { id: invitation.id } });
      showStatus({ type: 'success', text: t('invitations.revoked') });
      await load();
    } catch (error) {
      console.error('Could not revoke the invitation', error);
      showStatus({ type: 'error', text: shared(failureText(error, t('invitations.revokeFailed'), common('common.offline'))) });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <UserSection
      title={titles('invitations.title')}
      help={seesAll ? t('invitations.helpAll') : t('invitations.helpOwn')}
      status={status}
    >
      {canEmail && <EmailInvitationForm onSent={load} />}
      {invitations && invitations.length === 0 && <p className="fn-users-empty">{t('invitations.none')}</p>}
      {invitations && invitations.length > 0 && (
        <ul className="fn-users-list" aria-label={t('invitations.list')}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className="fn-users-row">
              <div className="fn-users-row-text">
                <span className="fn-users-row-name">
                  {invitation.email
                    ? invitation.name
                      ? t('invitations.forNamed', { name: invitation.name, email: invitation.email })
                      : t('invitations.for', { email: invitation.email })
                    : t('invitations.link')}
                  <Tag>{usesText(invitation, t)}</Tag>
                </span>
                <span className="fn-users-row-email">
                  {t('invitations.madeBy', { name: invitation.createdBy.name, made: when(invitation.createdAt), expires: when(invitation.expiresAt) })}
                </span>
              </div>
              <Button
                danger
                onClick={() => revoke(invitation)}
                loading={revoking === invitation.id}
                aria-label={t('invitations.revokeLabel', { name: invitation.createdBy.name, made: when(invitation.createdAt) })}
              >
                {t('invitations.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </UserSection>
  );
}
