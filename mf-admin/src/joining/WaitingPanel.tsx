import { useCallback, useEffect, useState } from 'react';
import { Button } from 'antd';
import Tag from 'antd/es/tag';
import Modal from 'antd/es/modal';
import { CloseCircleOutlined } from '@ant-design/icons';
import type { WaitingAccount } from 'shared-contracts';
import { callApi, useSharedText } from 'shared-contracts/runtime';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';
import { useText as usePageText } from '../messages';
import { formatsOf } from '../messages/formats';
import { useText as useCommonText } from '../parts/messages';
import { useText } from './messages';

/**
 * Waiting for approval (admins and managers): who signed up while the family lets people in by
 * approval. Approve lets them in (they get an e-mail); Decline deletes the account (they are told).
 */
export function WaitingPanel() {
  const t = useText();
  const titles = usePageText();
  const common = useCommonText();
  const shared = useSharedText();
  const format = formatsOf(t);
  const [modal, modalHolder] = Modal.useModal();
  const [status, showStatus] = useStatusMessage({ t, common });
  const [accounts, setAccounts] = useState<WaitingAccount[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setAccounts((await callApi('waitingAccounts')).accounts);
    } catch (error) {
      console.error('Could not load the accounts waiting for approval', error);
      showStatus({ type: 'error', text: (words, say) => say(failureText(error, words.t('waiting.loadFailed'), words.common('common.offline'))) });
    }
  }, [showStatus]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (account: WaitingAccount, call: 'approveAccount' | 'declineAccount') => {
    setBusy(account.id);
    try {
      const said = await callApi(call, { params: { id: account.id } });
      showStatus({ type: 'success', text: typeof said === 'string' && said ? shared(said) : t('waiting.done', { name: account.name }) });
      await load();
    } catch (error) {
      console.error('Could not answer the request to join', error);
      showStatus({ type: 'error', text: shared(failureText(error, t('waiting.failed'), common('common.offline'))) });
    } finally {
      setBusy(null);
    }
  };

  const decline = (account: WaitingAccount) => {
    void modal.confirm({
      title: t('waiting.declineTitle', { name: account.name }),
      // antd's own icon would be named "exclamation-circle" to a screen reader: one of the shared
      // set, hidden from it (the title says it all).
      icon: <CloseCircleOutlined aria-hidden />,
      content: t('waiting.declineContent'),
      okText: t('waiting.decline'),
      okButtonProps: { danger: true },
      cancelText: t('waiting.cancel'),
      onOk: () => act(account, 'declineAccount'),
    });
  };

  const count = accounts?.length ?? 0;
  return (
    <UserSection
      title={count > 0 ? t('waiting.titleCount', { count: format.count(count) }) : titles('waiting.title')}
      help={t('waiting.help')}
      status={status}
    >
      {modalHolder}
      {accounts && count === 0 && <p className="fn-users-empty">{t('waiting.none')}</p>}
      {accounts && count > 0 && (
        <ul className="fn-users-list" aria-label={t('waiting.list')}>
          {accounts.map((account) => (
            <li key={account.id} className="fn-users-row">
              <div className="fn-users-row-text">
                <span className="fn-users-row-name">
                  {account.name}
                  <Tag color="gold">{t('waiting.tag')}</Tag>
                </span>
                <span className="fn-users-row-email">
                  {account.email} · {t('waiting.signedUp', { when: format.moment(account.createdAt) })}
                </span>
              </div>
              <div className="fn-users-actions">
                <Button type="primary" onClick={() => act(account, 'approveAccount')} loading={busy === account.id} aria-label={t('waiting.approveLabel', { name: account.name })}>
                  {t('waiting.approve')}
                </Button>
                <Button danger onClick={() => decline(account)} disabled={busy === account.id} aria-label={t('waiting.declineLabel', { name: account.name })}>
                  {t('waiting.decline')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </UserSection>
  );
}
