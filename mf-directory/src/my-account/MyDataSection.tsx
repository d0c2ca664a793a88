import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES, userDisplayName, type DeleteAccountPayload, type MyData, type User } from 'shared-contracts';
import { useAtomValue } from 'jotai';
import { saveFile } from 'shared-contracts/ui';
import { callApi, currentUserAtom, loadFamilyMembers, passkeyCancelled, passkeyConfirmation, passkeysSupported, serverMessage, useSession } from 'shared-contracts/runtime';

/** What this section says (the server's own words come from ACCOUNT_MESSAGES). */
export const MY_DATA_TEXT = {
  downloadFailed: 'Could not download your data. Please try again.',
  warning:
    'This deletes your account and everything FamilyNet holds about you: your profile and photo, your shared position, your passkeys, the invitations you made and your calendar address. It cannot be undone.',
  successorHelp: "You are the family's admin. Name who takes over: they become the admin as you leave.",
  successorLabel: 'New admin',
  successorPlaceholder: 'Choose a member',
  noSuccessor: 'There is nobody else in the family to hand the admin role to yet, so your account cannot be deleted. Invite a relative first.',
  membersFailed: 'Could not load the family to choose the new admin. Please try again.',
} as const;

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
        if (current) setProblem(MY_DATA_TEXT.membersFailed);
      },
    );
    return () => {
      current = false;
    };
  }, [isAdmin, confirming, others, me]);
  const handover = (): Pick<DeleteAccountPayload, 'newAdminId'> => (isAdmin && successor ? { newAdminId: Number(successor) } : {});

  const download = async () => {
    setBusy('download');
    setProblem(null);
    try {
      saveArchive(await callApi('myData'));
    } catch (error) {
      console.error('Could not download the own data', error);
      setProblem(serverMessage(error, MY_DATA_TEXT.downloadFailed));
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
      {problem && <Alert type="error" showIcon title={problem} role="alert" className="fn-my-data-alert" />}
      <div className="fn-my-data-actions">
        <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'download'} onClick={() => void download()}>
          Download my data
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} disabled={confirming} onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </div>
      {confirming && (
        <form className="fn-my-data-confirm" onSubmit={withPassword} aria-label="Delete my account">
          <Alert type="warning" showIcon title="Delete your account?" description={MY_DATA_TEXT.warning} />
          {isAdmin && others?.length === 0 && <p className="fn-profile-muted">{MY_DATA_TEXT.noSuccessor}</p>}
          {isAdmin && others && others.length > 0 && (
            <>
              <p className="fn-profile-muted">{MY_DATA_TEXT.successorHelp}</p>
              <label htmlFor={successorId}>{MY_DATA_TEXT.successorLabel}</label>
              <select id={successorId} className="fn-my-data-select" aria-required value={successor} onChange={(event) => setSuccessor(event.target.value)} disabled={busy !== null}>
                <option value="">{MY_DATA_TEXT.successorPlaceholder}</option>
                {others.map((member) => (
                  <option key={member.id} value={String(member.id)}>
                    {userDisplayName(member) || member.email}
                  </option>
                ))}
              </select>
            </>
          )}
          <label htmlFor={passwordId}>Your password</label>
          <Input.Password id={passwordId} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} disabled={busy !== null} />
          <div className="fn-my-data-actions">
            <Button danger type="primary" htmlType="submit" loading={busy === 'delete'} disabled={isAdmin && others?.length === 0}>
              Delete my account for ever
            </Button>
            {passkeysSupported() && (
              <Button
                disabled={busy !== null}
                onClick={() => {
                  if (isAdmin && !successor) return setProblem(ACCOUNT_MESSAGES.nameNewAdmin);
                  void remove(async () => ({ passkey: (await passkeyConfirmation()) as DeleteAccountPayload['passkey'], ...handover() }));
                }}
              >
                Confirm with a passkey
              </Button>
            )}
            <Button disabled={busy !== null} onClick={() => (setConfirming(false), setPassword(''), setProblem(null))}>
              Keep my account
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
