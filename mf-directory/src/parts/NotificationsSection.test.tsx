import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_MESSAGES, type NotificationSettings } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { NotificationsSection } from './NotificationsSection';

/* The network is the edge; jsdom has no push, so this device reads as one that cannot show notifications. */

const settings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  choices: structuredClone(NOTIFICATION_DEFAULTS),
  timeZone: null,
  publicKey: 'BPublicKey',
  devices: 0,
  reminderHour: 8,
  ...overrides,
});

function renderSection(role: 'member' | 'admin', network: FakeRoute[]) {
  return renderWithShell(<NotificationsSection user={makeUser({ id: role === 'admin' ? 1 : 4 })} />, { user: makeUser({ id: role === 'admin' ? 1 : 4 }), network });
}

describe("the member's notifications", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows each kind by e-mail and on devices, saves a change with the browser time zone', async () => {
    let stored = settings();
    const { requests } = renderSection('member', [
      { method: 'GET', url: '/api/auth/notifications', respond: () => ({ status: 200, body: { success: true, data: stored } }) },
      {
        method: 'PUT',
        url: '/api/auth/notifications',
        respond: ({ data }) => {
          const body = data as { choices: NotificationSettings['choices']; timeZone?: string };
          stored = { ...stored, choices: body.choices, timeZone: body.timeZone ?? null };
          return { status: 200, body: { success: true, message: NOTIFICATION_MESSAGES.saved, data: stored } };
        },
      },
    ]);
    const dayBefore = await screen.findByRole('switch', { name: 'A birthday tomorrow: E-mail' });
    expect(dayBefore).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'A birthday today: E-mail' })).toBeChecked();
    expect(screen.getByText('Birthday reminders come at 08:00 on your own clock.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /A relative asks to join/ })).not.toBeInTheDocument();
    expect(screen.getByText(/This browser cannot show notifications/)).toBeInTheDocument();

    await userEvent.click(dayBefore);
    await userEvent.click(screen.getByRole('button', { name: 'Save notification choices' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.saved)).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'PUT')?.data as { choices: NotificationSettings['choices']; timeZone?: string };
    expect(sent.choices.birthdayDayBefore).toEqual({ email: true, push: true });
    expect(sent.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('offers an admin the notices about who joins', async () => {
    renderSection('admin', [{ method: 'GET', url: '/api/auth/notifications', respond: () => ({ status: 200, body: { success: true, data: settings() } }) }]);
    expect(await screen.findByRole('switch', { name: 'A relative asks to join: E-mail' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'A new member joined: On my devices' })).toBeChecked();
  });

  it('says so when the server cannot be reached, and keeps the choices on a failed save', async () => {
    renderSection('member', [
      { method: 'GET', url: '/api/auth/notifications', respond: () => ({ status: 200, body: { success: true, data: settings() } }) },
      { method: 'PUT', url: '/api/auth/notifications', respond: () => ({ status: 400, body: { success: false, message: NOTIFICATION_MESSAGES.timeZone } }) },
    ]);
    await userEvent.click(await screen.findByRole('switch', { name: 'A birthday today: On my devices' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.timeZone);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'A birthday today: On my devices' })).not.toBeChecked());
  });
});
