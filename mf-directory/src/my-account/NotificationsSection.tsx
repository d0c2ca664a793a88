import { useCallback, useEffect, useState } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Switch from 'antd/es/switch';
import {
  FAMILY_MANAGER_KINDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  canManageFamily,
  intlLocale,
  type NotificationChoices,
  type NotificationSettings,
  type PageLocale,
  type User,
} from 'shared-contracts';
import { callApi, serverMessage, useSharedText } from 'shared-contracts/runtime';
import { useText as useProfileText } from '../profile/messages';
import { useText } from './notifications/messages';

const hourFormats = new Map<string, Intl.DateTimeFormat>();
/** The reminders' hour: '08:00' in English as the spec writes it (the pseudo-language too), each language's own way else. */
function hourText(locale: PageLocale, hour: number): string {
  const tag = intlLocale(locale);
  if (tag === 'en') return `${String(hour).padStart(2, '0')}:00`;
  let format = hourFormats.get(tag);
  if (!format) hourFormats.set(tag, (format = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })));
  return format.format(Date.UTC(2000, 0, 1, hour));
}

/** The browser's own time zone ('Europe/Paris'), which the server keeps for the member's reminders. */
const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** Whether this device can show notifications, and whether it already sends them to the server. */
async function deviceState(): Promise<DeviceState> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * The member's notifications, in their own profile (issue 22): for each kind, by e-mail and on
 * their devices; this device allowed or not. Saving also keeps the browser's time zone, so
 * reminders come on the member's own morning.
 */
export function NotificationsSection({ user }: { user: User }) {
  const t = useText();
  const shared = useSharedText();
  // Said by the notifications and passkeys sections alike: the profile dialog's messages hold it.
  const offline = useProfileText()('common.offline');
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [choices, setChoices] = useState<NotificationChoices | null>(null);
  const [device, setDevice] = useState<DeviceState>('off');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      const loaded = await callApi('notifications');
      setSettings(loaded);
      setChoices(loaded.choices);
    } catch (error) {
      setStatus({ type: 'error', text: serverMessage(error, offline) });
    }
    setDevice(await deviceState().catch(() => 'unsupported' as const));
  }, [offline]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs one action; its answer is said as done, or as a refusal when it says so. */
  const run = async (work: () => Promise<string | { refused: string }>) => {
    setBusy(true);
    setStatus(null);
    try {
      const said = await work();
      setStatus(typeof said === 'string' ? { type: 'success', text: said } : { type: 'error', text: said.refused });
    } catch (error) {
      setStatus({ type: 'error', text: serverMessage(error, offline) });
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      const timeZone = browserTimeZone();
      const saved = await callApi('saveNotifications', { body: { choices: choices!, ...(timeZone ? { timeZone } : {}) } });
      setSettings(saved);
      return NOTIFICATION_MESSAGES.saved;
    });

  const allowDevice = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setDevice(permission === 'denied' ? 'denied' : 'off');
        return { refused: t('notifications.deviceRefused') };
      }
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(settings!.publicKey) });
      const saved = await callApi('addPushDevice', { body: subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } } });
      setSettings(saved);
      setDevice('on');
      return NOTIFICATION_MESSAGES.deviceAdded;
    });

  const stopDevice = () =>
    run(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        const saved = await callApi('removePushDevice', { body: { endpoint: subscription.endpoint } });
        setSettings(saved);
        await subscription.unsubscribe();
      }
      setDevice('off');
      return NOTIFICATION_MESSAGES.deviceRemoved;
    });

  const kinds = NOTIFICATION_KINDS.filter((kind) => canManageFamily(user) || !FAMILY_MANAGER_KINDS.includes(kind));
  return (
    <div className="fn-notifications">
      {status && <Alert type={status.type} showIcon title={shared(status.text)} role={status.type === 'error' ? 'alert' : 'status'} style={{ marginBottom: 12 }} />}
      {choices && settings && (
        <>
          <table className="fn-notification-table">
            <caption className="fn-profile-muted">{t('notifications.hour', { time: hourText(t.locale, settings.reminderHour) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('notifications.when')}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th scope="col" key={channel}>
                    {shared(NOTIFICATION_CHANNEL_LABELS[channel])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {kinds.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{shared(NOTIFICATION_KIND_LABELS[kind])}</th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel}>
                      <Switch
                        size="small"
                        checked={choices[kind][channel]}
                        disabled={busy}
                        aria-label={t('notifications.switch', { kind: shared(NOTIFICATION_KIND_LABELS[kind]), channel: shared(NOTIFICATION_CHANNEL_LABELS[channel]) })}
                        onChange={(on) => setChoices({ ...choices, [kind]: { ...choices[kind], [channel]: on } })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Button type="primary" onClick={save} loading={busy}>
            {t('notifications.save')}
          </Button>
          <div className="fn-notification-device">
            {device === 'unsupported' && <p className="fn-profile-muted">{t('notifications.unsupported')}</p>}
            {device === 'denied' && <p className="fn-profile-muted">{t('notifications.denied')}</p>}
            {device === 'off' && (
              <Button onClick={allowDevice} disabled={busy}>
                {t('notifications.allow')}
              </Button>
            )}
            {device === 'on' && (
              <>
                <p className="fn-profile-muted">{t('notifications.on', { count: settings.devices })}</p>
                <Button onClick={stopDevice} disabled={busy}>
                  {t('notifications.stop')}
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
