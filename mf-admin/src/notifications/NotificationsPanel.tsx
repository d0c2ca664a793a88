import { useEffect, useId, useState } from 'react';
import { Button } from 'antd';
import { DEFAULT_REMINDER_HOUR, NOTIFICATION_MESSAGES } from 'shared-contracts';
import { callApi } from 'shared-contracts/runtime';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';
import { UsersStyles } from '../users/UsersStyles';

const OFFLINE = 'The server could not be reached. Please try again.';
const css = `
.fn-notifications-hour-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.fn-notifications-hour { min-height: 32px; padding: 4px 8px; border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius);
  background: var(--fn-color-background-paper); color: var(--fn-color-text-primary); font: inherit; }
.fn-notifications-admin .fn-users-help { margin-top: 8px; }
`;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

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
  const [status, showStatus] = useStatusMessage();
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
        if (active) showStatus({ type: 'error', text: failureText(error, 'Could not load the notification settings.', OFFLINE) });
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
      showStatus({ type: 'error', text: failureText(error, 'That did not work. Please try again.', OFFLINE) });
    } finally {
      setBusy(false);
    }
  };

  const saveHour = () =>
    act(async () => {
      const loaded = await callApi('saveAdminNotifications', { body: { reminderHour: hour } });
      setSaved(loaded);
      return NOTIFICATION_MESSAGES.hourSaved;
    });

  const test = () =>
    act(async () => {
      const result = await callApi('testPush');
      return NOTIFICATION_MESSAGES.testSent(result.sent);
    });

  return (
    <UserSection title="Notifications" help="Birthday reminders and the family's news, by e-mail and on the devices members allow." status={status}>
      <UsersStyles />
      <style href="fn-notifications-admin" precedence="default">
        {css}
      </style>
      {saved && (
        <div className="fn-notifications-admin">
          <div className="fn-notifications-hour-row">
            <label htmlFor={hourId}>Birthday reminders go at</label>
            <select id={hourId} className="fn-notifications-hour" value={hour} onChange={(event) => setHour(Number(event.target.value))} disabled={busy}>
              {HOURS.map((each) => (
                <option key={each} value={each}>
                  {hourText(each)}
                </option>
              ))}
            </select>
            <Button type="primary" onClick={saveHour} disabled={busy || hour === saved.reminderHour}>
              Save
            </Button>
          </div>
          <p className="fn-users-help">On each member's own clock: their device's time zone, kept when they save their notification choices.</p>
          <p>
            {saved.pushReady
              ? `Push notifications are set up: ${saved.devices} ${saved.devices === 1 ? 'device allows' : 'devices allow'} them.`
              : 'Push notifications are not set up on this server.'}
          </p>
          <Button onClick={test} disabled={busy || !saved.pushReady}>
            Send me a test notification
          </Button>
        </div>
      )}
    </UserSection>
  );
}
