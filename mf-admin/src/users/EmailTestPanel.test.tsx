import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { EmailTestPanel } from './EmailTestPanel';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

function renderPanel(network: FakeRoute[] = []) {
  return renderSettings(<EmailTestPanel />, { user: makeUser({ id: 1 }), network });
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));

describe('Email System Test', () => {
  it("asks for an address: 'Please enter an email address to test'", async () => {
    const { requests } = renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Email System Test' })).toBeInTheDocument();
    await send();
    expect(await screen.findByText('Please enter an email address to test')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message on success", async () => {
    const { requests } = renderPanel([
      {
        method: 'POST',
        url: '/api/auth/admin/test-email',
        body: { success: true, message: 'Test email sent successfully to me@example.org. Check your inbox (and spam folder).' },
      },
    ]);
    await userEvent.type(screen.getByLabelText('Test email address'), 'me@example.org');
    await send();
    expect(await screen.findByText('Test email sent successfully to me@example.org. Check your inbox (and spam folder).')).toBeInTheDocument();
    expect(requests[0].data).toEqual({ email: 'me@example.org' });
  });

  it.each([
    [{ status: 502, body: { success: false, message: 'Failed to send test email. Check server logs for details.' } }, 'Failed to send test email. Check server logs for details.'],
    [{ status: 500, body: {} }, 'Failed to send test email'],
    [{ respond: () => Promise.reject(new Error('Network Error')) }, 'Failed to send test email. Check server logs for details.'],
  ])('says when it failed (%#)', async (answer, message) => {
    renderPanel([{ method: 'POST', url: '/api/auth/admin/test-email', ...answer } as FakeRoute]);
    await userEvent.type(screen.getByLabelText('Test email address'), 'me@example.org');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
