import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_MESSAGES, type NotificationSettings } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { inEnglish } from './notifications/messages';
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

describe('this device', () => {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: { p256dh: 'BKey', auth: 'AuthSecret' } }),
    unsubscribe: jest.fn(async () => true),
  };
  let current: typeof subscription | null;
  let permission: NotificationPermission;
  const subscribe = jest.fn(async () => (current = subscription));

  beforeEach(() => {
    current = null;
    permission = 'default';
    subscribe.mockClear();
    // The browser's push edge: a service worker registration with a push manager, and Notification.
    const registration = { pushManager: { subscribe, getSubscription: async () => current } };
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve(registration), getRegistration: async () => registration }, configurable: true });
    Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
    const notification = Object.defineProperty(Object.assign(function Notification() {}, { requestPermission: jest.fn(async () => permission) }), 'permission', {
      get: () => permission,
    });
    Object.defineProperty(window, 'Notification', { value: notification, configurable: true });
  });
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    delete (window as { PushManager?: unknown }).PushManager;
    delete (window as { Notification?: unknown }).Notification;
  });

  it('allowed: subscribes with the server key and hands the subscription to the server; stopped: forgets it on both sides', async () => {
    let stored = settings({ publicKey: 'AQID' });
    const { requests } = renderSection('member', [
      { method: 'GET', url: '/api/auth/notifications', respond: () => ({ status: 200, body: { success: true, data: stored } }) },
      {
        method: 'POST',
        url: '/api/auth/notifications/devices',
        respond: () => ((stored = { ...stored, devices: 1 }), { status: 201, body: { success: true, message: NOTIFICATION_MESSAGES.deviceAdded, data: stored } }),
      },
      {
        method: 'POST',
        url: '/api/auth/notifications/devices/remove',
        respond: () => ((stored = { ...stored, devices: 0 }), { status: 200, body: { success: true, message: NOTIFICATION_MESSAGES.deviceRemoved, data: stored } }),
      },
    ]);
    permission = 'granted';
    await userEvent.click(await screen.findByRole('button', { name: 'Allow on this device' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.deviceAdded)).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    expect(requests.find((r) => r.url === '/api/auth/notifications/devices')?.data).toEqual(subscription.toJSON());
    expect(screen.getByText('This device gets notifications (1 device in all).')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stop on this device' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.deviceRemoved)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/notifications/devices/remove')?.data).toEqual({ endpoint: subscription.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Allow on this device' })).toBeInTheDocument();
  });

  it('refused by the member in the browser: nothing is subscribed, and the profile says so', async () => {
    const { requests } = renderSection('member', [{ method: 'GET', url: '/api/auth/notifications', respond: () => ({ status: 200, body: { success: true, data: settings() } }) }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Allow on this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish('notifications.deviceRefused'));
    expect(subscribe).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('blocked in the browser: says where to allow it', async () => {
    permission = 'denied';
    renderSection('member', [{ method: 'GET', url: '/api/auth/notifications', respond: () => ({ status: 200, body: { success: true, data: settings() } }) }]);
    expect(await screen.findByText(/This browser blocks notifications from the site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allow on this device' })).not.toBeInTheDocument();
  });
});
