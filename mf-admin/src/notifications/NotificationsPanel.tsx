import { useEffect, useId, useState } from 'react';
import { Button } from 'antd';
import { DEFAULT_REMINDER_HOUR, NOTIFICATION_MESSAGES } from 'shared-contracts';
import { callApi, useSharedText } from 'shared-contracts/runtime';
import { useText as usePageText } from '../messages';
import { formatsOf } from '../messages/formats';
import { useText as useCommonText } from '../parts/messages';
import { useText } from './messages';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';
import { UsersStyles } from '../users/UsersStyles';

const css = `
.fn-notifications-hour-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.fn-notifications-hour { min-height: 32px; padding: 4px 8px; border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius);
  background: var(--fn-color-background-paper); color: var(--fn-color-text-primary); font: inherit; }
.fn-notifications-admin .fn-users-help { margin-top: 8px; }
`;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

interface Status {
  reminderHour: number;
  pushReady: boolean;
  devices: number;
}

/**
 * Notifications (admins, issue 22): the hour birthday reminders go at (each member's own clock),
 * whether push is set up on this server, and a test notification to one's own devices.
 */
export function NotificationsPanel() {
  const t = useText();
  const titles = usePageText();
  const common = useCommonText();
  const shared = useSharedText();
  const format = formatsOf(t);
  const [status, showStatus] = useStatusMessage({ t, common });
  const [saved, setSaved] = useState<Status | null>(null);
  const [hour, setHour] = useState(DEFAULT_REMINDER_HOUR);
  const [busy, setBusy] = useState(false);
  const hourId = useId();

  useEffect(() => {
    let active = true;
    callApi('adminNotifications')
      .then((loaded) => {
        if (!active) return;
        setSaved(loaded);
        setHour(loaded.reminderHour);
      })
      .catch((error) => {
        console.error('Could not load the notification settings', error);
        if (active) showStatus({ type: 'error', text: (words, say) => say(failureText(error, words.t('notifications.loadFailed'), words.common('common.offline'))) });
      });
    return () => {
      active = false;
    };
  }, [showStatus]);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      showStatus({ type: 'success', text: await work() });
    } catch (error) {
      console.error('A notification setting failed', error);
      showStatus({ type: 'error', text: shared(failureText(error, t('notifications.failed'), common('common.offline'))) });
    } finally {
      setBusy(false);
    }
  };

  const saveHour = () =>
    act(async () => {
      const loaded = await callApi('saveAdminNotifications', { body: { reminderHour: hour } });
      setSaved(loaded);
      return shared(NOTIFICATION_MESSAGES.hourSaved);
    });

  const test = () =>
    act(async () => {
      const result = await callApi('testPush');
      // NOTIFICATION_MESSAGES.testSent's words (shared-contracts), with the language's plurals.
      return t('notifications.testSent', { count: result.sent });
    });

  return (
    <UserSection title={titles('notifications.title')} help={t('notifications.help')} status={status}>
      <UsersStyles />
      <style href="fn-notifications-admin" precedence="default">
        {css}
      </style>
      {saved && (
        <div className="fn-notifications-admin">
          <div className="fn-notifications-hour-row">
            <label htmlFor={hourId}>{t('notifications.hour')}</label>
            <select id={hourId} className="fn-notifications-hour" value={hour} onChange={(event) => setHour(Number(event.target.value))} disabled={busy}>
              {HOURS.map((each) => (
                <option key={each} value={each}>
                  {format.hour(each)}
                </option>
              ))}
            </select>
            <Button type="primary" onClick={saveHour} disabled={busy || hour === saved.reminderHour}>
              {t('notifications.save')}
            </Button>
          </div>
          <p className="fn-users-help">{t('notifications.clock')}</p>
          <p>{saved.pushReady ? t('notifications.pushReady', { count: saved.devices }) : t('notifications.pushOff')}</p>
          <Button onClick={test} disabled={busy || !saved.pushReady}>
            {t('notifications.test')}
          </Button>
        </div>
      )}
    </UserSection>
  );
}
