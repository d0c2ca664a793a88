import { useCallback, useEffect, useState } from 'react';
import { Button } from 'antd';
import Tag from 'antd/es/tag';
import Modal from 'antd/es/modal';
import type { WaitingAccount } from 'shared-contracts';
import { callApi } from 'shared-contracts/runtime';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';

const OFFLINE = 'The server could not be reached. Please try again.';
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Waiting for approval (admins and managers): who signed up while the family lets people in by
 * approval. Approve lets them in (they get an e-mail); Decline deletes the account (they are told).
 */
export function WaitingPanel() {
  const [modal, modalHolder] = Modal.useModal();
  const [status, showStatus] = useStatusMessage();
  const [accounts, setAccounts] = useState<WaitingAccount[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setAccounts((await callApi('waitingAccounts')).accounts);
    } catch (error) {
      console.error('Could not load the accounts waiting for approval', error);
      showStatus({ type: 'error', text: failureText(error, 'Could not load the accounts waiting for approval.', OFFLINE) });
    }
  }, [showStatus]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (account: WaitingAccount, call: 'approveAccount' | 'declineAccount') => {
    setBusy(account.id);
    try {
      const said = await callApi(call, { params: { id: account.id } });
      showStatus({ type: 'success', text: typeof said === 'string' && said ? said : `${account.name}: done.` });
      await load();
    } catch (error) {
      console.error('Could not answer the request to join', error);
      showStatus({ type: 'error', text: failureText(error, 'Could not answer the request. Please try again.', OFFLINE) });
    } finally {
      setBusy(null);
    }
  };

  const decline = (account: WaitingAccount) => {
    void modal.confirm({
      title: `Decline ${account.name}?`,
      content: 'Their account is deleted and they are told by email.',
      okText: 'Decline',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => act(account, 'declineAccount'),
    });
  };

  const count = accounts?.length ?? 0;
  return (
    <UserSection
      title={count > 0 ? `Waiting for approval (${count})` : 'Waiting for approval'}
      help="People who signed up while the family lets new accounts in by approval. They see nothing of the family until let in."
      status={status}
    >
      {modalHolder}
      {accounts && count === 0 && <p className="fn-users-empty">Nobody is waiting.</p>}
      {accounts && count > 0 && (
        <ul className="fn-users-list" aria-label="Accounts waiting for approval">
          {accounts.map((account) => (
            <li key={account.id} className="fn-users-row">
              <div className="fn-users-row-text">
                <span className="fn-users-row-name">
                  {account.name}
                  <Tag color="gold">Waiting</Tag>
                </span>
                <span className="fn-users-row-email">
                  {account.email} · signed up {day.format(new Date(account.createdAt))}
                </span>
              </div>
              <div className="fn-users-actions">
                <Button type="primary" onClick={() => act(account, 'approveAccount')} loading={busy === account.id} aria-label={`Approve ${account.name}`}>
                  Approve
                </Button>
                <Button danger onClick={() => decline(account)} disabled={busy === account.id} aria-label={`Decline ${account.name}`}>
                  Decline
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </UserSection>
  );
}
