import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { untranslated } from '../test-support/languages';
import { NotificationsPanel } from './NotificationsPanel';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const status = (devices: number) => ({ status: 200, body: { success: true, data: { reminderHour: 8, pushReady: true, devices } } });
const network = (devices: number, sent: number): FakeRoute[] => [
  { method: 'GET', url: '/api/auth/admin/notifications', respond: () => status(devices) },
  { method: 'PUT', url: '/api/auth/admin/notifications', respond: () => status(devices) },
  { method: 'POST', url: '/api/auth/admin/notifications/test', body: { success: true, data: { sent, gone: 0, failed: 0 } } },
];

describe('Notifications (admins) in the family’s languages', () => {
  it('speaks German: the hour on the 24-hour clock, the devices counted, the test and the save', async () => {
    renderSettings(<NotificationsPanel />, { user: makeUser({ id: 1 }), locale: 'de', network: network(1, 1) });
    const hour = await screen.findByLabelText('Geburtstagserinnerungen kommen um');
    expect(screen.getByRole('option', { name: '07:00' })).toBeInTheDocument();
    expect(screen.getByText('Push-Benachrichtigungen sind eingerichtet: 1 Gerät erlaubt sie.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test-Benachrichtigung an mich senden' }));
    expect(await screen.findByText('Eine Test-Benachrichtigung ist an dein Gerät gegangen.')).toBeInTheDocument();
    await userEvent.selectOptions(hour, '07:00');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Geburtstagserinnerungen kommen jetzt zur gewählten Uhrzeit.')).toBeInTheDocument();
  });

  it('counts in Arabic: two devices, then eleven', async () => {
    renderSettings(<NotificationsPanel />, { user: makeUser({ id: 1 }), locale: 'ar', network: network(2, 11) });
    expect(await screen.findByText('الإشعارات الفورية مُعدّة: يسمح بها جهازان.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'أرسل لي إشعارًا تجريبيًا' }));
    expect(await screen.findByText('أُرسل إشعار تجريبي إلى 11 جهازًا لديك.')).toBeInTheDocument();
  });

  it('says the pseudo-language with no plain English letter left', async () => {
    renderSettings(<NotificationsPanel />, { user: makeUser({ id: 1 }), locale: 'en-XA', network: network(2, 2) });
    await screen.findByRole('combobox');
    // The test notification: its answer is said too.
    await userEvent.click(screen.getAllByRole('button').at(-1)!);
    expect(await screen.findByText(/ŵééñţ/)).toBeInTheDocument();
    expect(untranslated(document.body)).toEqual([]);
  });
});
