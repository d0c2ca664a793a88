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
  type NotificationChoices,
  type NotificationSettings,
  type User,
} from 'shared-contracts';
import { callApi, serverMessage } from 'shared-contracts/runtime';

const OFFLINE = 'The server could not be reached. Please try again.';
/** Said when the member did not let the browser show notifications. */
export const NOTIFICATION_DEVICE_REFUSED = 'Notifications stay off on this device: the browser was not allowed to show them.';

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
      setStatus({ type: 'error', text: serverMessage(error, OFFLINE) });
    }
    setDevice(await deviceState().catch(() => 'unsupported' as const));
  }, []);
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
      setStatus({ type: 'error', text: serverMessage(error, OFFLINE) });
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
        return { refused: NOTIFICATION_DEVICE_REFUSED };
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
      {status && <Alert type={status.type} showIcon title={status.text} role={status.type === 'error' ? 'alert' : 'status'} style={{ marginBottom: 12 }} />}
      {choices && settings && (
        <>
          <table className="fn-notification-table">
            <caption className="fn-profile-muted">{`Birthday reminders come at ${String(settings.reminderHour).padStart(2, '0')}:00 on your own clock.`}</caption>
            <thead>
              <tr>
                <th scope="col">Tell me when</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th scope="col" key={channel}>
                    {NOTIFICATION_CHANNEL_LABELS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {kinds.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{NOTIFICATION_KIND_LABELS[kind]}</th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel}>
                      <Switch
                        size="small"
                        checked={choices[kind][channel]}
                        disabled={busy}
                        aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                        onChange={(on) => setChoices({ ...choices, [kind]: { ...choices[kind], [channel]: on } })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Button type="primary" onClick={save} loading={busy}>
            Save notification choices
          </Button>
          <div className="fn-notification-device">
            {device === 'unsupported' && <p className="fn-profile-muted">This browser cannot show notifications. Install the app, or use another browser, to get them on this device.</p>}
            {device === 'denied' && <p className="fn-profile-muted">This browser blocks notifications from the site: allow them in its site settings first.</p>}
            {device === 'off' && (
              <Button onClick={allowDevice} disabled={busy}>
                Allow on this device
              </Button>
            )}
            {device === 'on' && (
              <>
                <p className="fn-profile-muted">{`This device gets notifications (${settings.devices} ${settings.devices === 1 ? 'device' : 'devices'} in all).`}</p>
                <Button onClick={stopDevice} disabled={busy}>
                  Stop on this device
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
