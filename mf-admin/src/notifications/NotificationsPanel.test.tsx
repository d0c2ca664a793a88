import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_MESSAGES } from 'shared-contracts';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { NotificationsPanel } from './NotificationsPanel';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const status = (reminderHour = 8, devices = 2) => ({ status: 200, body: { success: true, data: { reminderHour, pushReady: true, devices } } });

function renderPanel(network: FakeRoute[]) {
  return renderSettings(<NotificationsPanel />, { user: makeUser({ id: 1 }), network });
}

describe('Notifications (admins)', () => {
  it('shows the hour and the push status; saves another hour', async () => {
    const { requests } = renderPanel([
      { method: 'GET', url: '/api/auth/admin/notifications', respond: () => status() },
      { method: 'PUT', url: '/api/auth/admin/notifications', respond: ({ data }) => status((data as { reminderHour: number }).reminderHour) },
    ]);
    const hour = await screen.findByLabelText('Birthday reminders go at');
    expect(hour).toHaveValue('8');
    expect(screen.getByText('Push notifications are set up: 2 devices allow them.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.selectOptions(hour, '07:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.hourSaved)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.data).toEqual({ reminderHour: 7 });
  });

  it("sends a test to the admin's devices, and says why when none allows notifications", async () => {
    let answer = { status: 409, body: { success: false, message: NOTIFICATION_MESSAGES.noDevice } };
    renderPanel([
      { method: 'GET', url: '/api/auth/admin/notifications', respond: () => status(8, 0) },
      { method: 'POST', url: '/api/auth/admin/notifications/test', respond: () => answer },
    ]);
    const test = await screen.findByRole('button', { name: 'Send me a test notification' });
    await userEvent.click(test);
    expect(await screen.findByText(NOTIFICATION_MESSAGES.noDevice)).toBeInTheDocument();
    answer = { status: 200, body: { success: true, data: { sent: 1, gone: 0, failed: 0 } } } as never;
    await userEvent.click(test);
    expect(await screen.findByText(NOTIFICATION_MESSAGES.testSent(1))).toBeInTheDocument();
  });
});
