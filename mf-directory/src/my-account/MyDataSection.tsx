import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES, userDisplayName, type DeleteAccountPayload, type MyData, type User } from 'shared-contracts';
import { useAtomValue } from 'jotai';
import { saveFile } from 'shared-contracts/ui';
import { callApi, currentUserAtom, loadFamilyMembers, passkeyCancelled, passkeyConfirmation, passkeysSupported, serverMessage, useSession, useSharedText } from 'shared-contracts/runtime';
import { useText } from './my-data/messages';

/** Saves the archive as the JSON file the server named (an object URL, so nothing is fetched twice). */
function saveArchive(data: MyData) {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `familynet-my-data-${data.exportedAt.slice(0, 10)}.json`);
}

/**
 * Your data, in one's own profile: download everything the server holds about you, and leave.
 * Leaving is confirmed with the password or a passkey, after a warning that says what goes; the
 * family's admin also names who takes over (the server refuses to leave the family without one).
 */
export function MyDataSection({ isAdmin }: { isAdmin: boolean }) {
  const t = useText();
  const shared = useSharedText();
  const session = useSession();
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const successorId = useId();
  const me = useAtomValue(currentUserAtom)?.id;
  // The admin hands the role over as they leave: the family is listed once the warning opens.
  const [others, setOthers] = useState<User[] | null>(null);
  const [successor, setSuccessor] = useState('');
  useEffect(() => {
    if (!isAdmin || !confirming || others) return;
    let current = true;
    loadFamilyMembers(me).then(
      ({ members }) => current && setOthers(members.filter((member) => member.id !== me)),
      (error: unknown) => {
        console.error('Could not load the family for the new admin', error);
        if (current) setProblem(t('myData.membersFailed'));
      },
    );
    return () => {
      current = false;
    };
  }, [isAdmin, confirming, others, me, t]);
  const handover = (): Pick<DeleteAccountPayload, 'newAdminId'> => (isAdmin && successor ? { newAdminId: Number(successor) } : {});

  const download = async () => {
    setBusy('download');
    setProblem(null);
    try {
      saveArchive(await callApi('myData'));
    } catch (error) {
      console.error('Could not download the own data', error);
      setProblem(serverMessage(error, t('myData.downloadFailed')));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (confirmation: () => Promise<DeleteAccountPayload>) => {
    setBusy('delete');
    setProblem(null);
    try {
      await callApi('deleteOwnAccount', { body: await confirmation() });
      // The server ended the session: signed out here too, and the shell shows the sign-in page.
      session.signedOut();
    } catch (error) {
      if (!passkeyCancelled(error)) setProblem(serverMessage(error, ACCOUNT_MESSAGES.confirmNeeded));
      setBusy(null);
    }
  };

  const withPassword = (event: FormEvent) => {
    event.preventDefault();
    if (isAdmin && !successor) return setProblem(ACCOUNT_MESSAGES.nameNewAdmin);
    if (!password) return setProblem(ACCOUNT_MESSAGES.confirmNeeded);
    void remove(async () => ({ password, ...handover() }));
  };

  return (
    <div className="fn-my-data">
      {problem && <Alert type="error" showIcon title={shared(problem)} role="alert" className="fn-my-data-alert" />}
      <div className="fn-my-data-actions">
        <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'download'} onClick={() => void download()}>
          {t('myData.download')}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} disabled={confirming} onClick={() => setConfirming(true)}>
          {t('myData.delete')}
        </Button>
      </div>
      {confirming && (
        <form className="fn-my-data-confirm" onSubmit={withPassword} aria-label={t('myData.form')}>
          <Alert type="warning" showIcon title={t('myData.confirmTitle')} description={t('myData.warning')} />
          {isAdmin && others?.length === 0 && <p className="fn-profile-muted">{t('myData.noSuccessor')}</p>}
          {isAdmin && others && others.length > 0 && (
            <>
              <p className="fn-profile-muted">{t('myData.successorHelp')}</p>
              <label htmlFor={successorId}>{t('myData.successorLabel')}</label>
              <select id={successorId} className="fn-my-data-select" aria-required value={successor} onChange={(event) => setSuccessor(event.target.value)} disabled={busy !== null}>
                <option value="">{t('myData.successorPlaceholder')}</option>
                {others.map((member) => (
                  <option key={member.id} value={String(member.id)}>
                    {userDisplayName(member) || member.email}
                  </option>
                ))}
              </select>
            </>
          )}
          <label htmlFor={passwordId}>{t('myData.password')}</label>
          <Input.Password id={passwordId} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} disabled={busy !== null} />
          <div className="fn-my-data-actions">
            <Button danger type="primary" htmlType="submit" loading={busy === 'delete'} disabled={isAdmin && others?.length === 0}>
              {t('myData.deleteForEver')}
            </Button>
            {passkeysSupported() && (
              <Button
                disabled={busy !== null}
                onClick={() => {
                  if (isAdmin && !successor) return setProblem(ACCOUNT_MESSAGES.nameNewAdmin);
                  void remove(async () => ({ passkey: (await passkeyConfirmation()) as DeleteAccountPayload['passkey'], ...handover() }));
                }}
              >
                {t('myData.passkey')}
              </Button>
            )}
            <Button disabled={busy !== null} onClick={() => (setConfirming(false), setPassword(''), setProblem(null))}>
              {t('myData.keep')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
