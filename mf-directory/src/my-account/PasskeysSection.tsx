import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import Switch from 'antd/es/switch';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH, intlLocale, type PageLocale, type PasskeysData } from 'shared-contracts';
import { addPasskey, callApi, passkeyCancelled, passkeysSupported, serverMessage, useSharedText } from 'shared-contracts/runtime';
import { useText as useProfileText } from '../profile/messages';
import { useText, type PasskeysText } from './passkeys/messages';

const days = new Map<string, Intl.DateTimeFormat>();
const dayIn = (locale: PageLocale) => {
  const tag = intlLocale(locale);
  let format = days.get(tag);
  if (!format) days.set(tag, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' })));
  return format;
};

/** A name the member will recognise: the device, by default (in their language: it is theirs to keep). */
function defaultName(t: PasskeysText): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone|iPad/.test(agent)) return t('passkeys.device.apple');
  if (/Android/.test(agent)) return t('passkeys.device.android');
  if (/Mac OS X/.test(agent)) return 'Mac';
  if (/Windows/.test(agent)) return t('passkeys.device.windows');
  return t('passkeys.device.other');
}

/**
 * The member's passkeys, in their own profile: add one (the browser's own dialog), see when each
 * was made and last used, remove one; and, with a passkey, turn password sign-in off (a reset
 * link turns it back on).
 */
export function PasskeysSection() {
  const t = useText();
  const shared = useSharedText();
  const day = dayIn(t.locale);
  // Said by the notifications and passkeys sections alike: the profile dialog's messages hold it.
  const offline = useProfileText()('common.offline');
  const [data, setData] = useState<PasskeysData | null>(null);
  const [name, setName] = useState(() => defaultName(t));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const nameId = useId();

  const load = useCallback(async () => {
    try {
      setData(await callApi('passkeys'));
    } catch (error) {
      console.error('Could not load the passkeys', error);
      setStatus({ type: 'error', text: serverMessage(error, offline) });
    }
  }, [offline]);
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

  if (!passkeysSupported()) return <p className="fn-profile-muted">{t('passkeys.unsupported')}</p>;
  return (
    <div className="fn-passkeys">
      {status && <Alert type={status.type} showIcon title={shared(status.text)} role={status.type === 'error' ? 'alert' : 'status'} style={{ marginBottom: 12 }} />}
      {data && data.passkeys.length === 0 && <p className="fn-profile-muted">{t('passkeys.none')}</p>}
      {data && data.passkeys.length > 0 && (
        <ul className="fn-passkey-list" aria-label={t('passkeys.list')}>
          {data.passkeys.map((passkey) => (
            <li key={passkey.id} className="fn-passkey">
              <div className="fn-passkey-text">
                <span className="fn-passkey-name">
                  {passkey.name} {passkey.backedUp && <Tag>{t('passkeys.synced')}</Tag>}
                </span>
                <span className="fn-profile-muted">
                  {passkey.lastUsedAt
                    ? t('passkeys.used', { added: day.format(new Date(passkey.createdAt)), used: day.format(new Date(passkey.lastUsedAt)) })
                    : t('passkeys.unused', { added: day.format(new Date(passkey.createdAt)) })}
                </span>
              </div>
              <Button
                danger
                disabled={busy}
                aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                onClick={() =>
                  run(async () => {
                    setData(await callApi('deletePasskey', { params: { id: passkey.id } }));
                    return PASSKEY_MESSAGES.removed;
                  })
                }
              >
                {t('passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="fn-passkey-add" onSubmit={add} aria-label={t('passkeys.addForm')}>
        <label htmlFor={nameId}>{t('passkeys.name')}</label>
        <div className="fn-passkey-add-row">
          <Input id={nameId} value={name} maxLength={PASSKEY_NAME_MAX_LENGTH + 20} onChange={(event) => setName(event.target.value)} disabled={busy} />
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('passkeys.add')}
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
          <span>{t('passkeys.password')}</span>
        </label>
      )}
    </div>
  );
}
