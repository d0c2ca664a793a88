import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import Switch from 'antd/es/switch';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH, type PasskeysData } from 'shared-contracts';
import { addPasskey, callApi, passkeyCancelled, passkeysSupported, serverMessage } from 'shared-contracts/runtime';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const OFFLINE = 'The server could not be reached. Please try again.';

/** A name the member will recognise: the device, by default. */
function defaultName(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone|iPad/.test(agent)) return 'iPhone or iPad';
  if (/Android/.test(agent)) return 'Android phone';
  if (/Mac OS X/.test(agent)) return 'Mac';
  if (/Windows/.test(agent)) return 'Windows computer';
  return 'This device';
}

/**
 * The member's passkeys, in their own profile: add one (the browser's own dialog), see when each
 * was made and last used, remove one; and, with a passkey, turn password sign-in off (a reset
 * link turns it back on).
 */
export function PasskeysSection() {
  const [data, setData] = useState<PasskeysData | null>(null);
  const [name, setName] = useState(defaultName);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const nameId = useId();

  const load = useCallback(async () => {
    try {
      setData(await callApi('passkeys'));
    } catch (error) {
      console.error('Could not load the passkeys', error);
      setStatus({ type: 'error', text: serverMessage(error, OFFLINE) });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setStatus(null);
    try {
      const said = await work();
      if (said) setStatus({ type: 'success', text: said });
    } catch (error) {
      if (passkeyCancelled(error)) return;
      console.error('The passkey action failed', error);
      setStatus({ type: 'error', text: serverMessage(error, PASSKEY_MESSAGES.notAccepted) });
    } finally {
      setBusy(false);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length > PASSKEY_NAME_MAX_LENGTH) {
      setStatus({ type: 'error', text: PASSKEY_MESSAGES.nameTooLong });
      return;
    }
    void run(async () => {
      await addPasskey(trimmed);
      await load();
      return PASSKEY_MESSAGES.added;
    });
  };

  if (!passkeysSupported()) return <p className="fn-profile-muted">This browser cannot use passkeys.</p>;
  return (
    <div className="fn-passkeys">
      {status && <Alert type={status.type} showIcon title={status.text} role={status.type === 'error' ? 'alert' : 'status'} style={{ marginBottom: 12 }} />}
      {data && data.passkeys.length === 0 && <p className="fn-profile-muted">No passkey yet: add one for this device.</p>}
      {data && data.passkeys.length > 0 && (
        <ul className="fn-passkey-list" aria-label="Your passkeys">
          {data.passkeys.map((passkey) => (
            <li key={passkey.id} className="fn-passkey">
              <div className="fn-passkey-text">
                <span className="fn-passkey-name">
                  {passkey.name} {passkey.backedUp && <Tag>Synced</Tag>}
                </span>
                <span className="fn-profile-muted">
                  Added {day.format(new Date(passkey.createdAt))} · {passkey.lastUsedAt ? `last used ${day.format(new Date(passkey.lastUsedAt))}` : 'not used yet'}
                </span>
              </div>
              <Button
                danger
                disabled={busy}
                aria-label={`Remove the passkey ${passkey.name}`}
                onClick={() =>
                  run(async () => {
                    setData(await callApi('deletePasskey', { params: { id: passkey.id } }));
                    return PASSKEY_MESSAGES.removed;
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="fn-passkey-add" onSubmit={add} aria-label="Add a passkey">
        <label htmlFor={nameId}>Name of the new passkey</label>
        <div className="fn-passkey-add-row">
          <Input id={nameId} value={name} maxLength={PASSKEY_NAME_MAX_LENGTH + 20} onChange={(event) => setName(event.target.value)} disabled={busy} />
          <Button type="primary" htmlType="submit" loading={busy}>
            Add a passkey
          </Button>
        </div>
      </form>
      {data && data.passkeys.length > 0 && (
        <label className="fn-passkey-password">
          <Switch
            checked={data.passwordSignIn}
            disabled={busy}
            onChange={(enabled) =>
              run(async () => {
                setData(await callApi('passwordSignIn', { body: { enabled } }));
                return null;
              })
            }
          />
          <span>Also sign in with my password</span>
        </label>
      )}
    </div>
  );
}
