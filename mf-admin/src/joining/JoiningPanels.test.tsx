import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { InvitationsPanel } from './InvitationsPanel';
import { WaitingPanel } from './WaitingPanel';
import { WhoCanJoinPanel } from './WhoCanJoinPanel';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const admin = makeUser({ id: 1, displayName: 'Margaret March' });
const member = makeUser({ id: 7, displayName: 'Jo March' });

const invitation = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  createdBy: { id: 7, name: 'Jo March' },
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  uses: 2,
  ...extra,
});

describe('Who can join (admins)', () => {
  it('shows the three ways with their help, and saves a change with the days', async () => {
    const { requests } = renderSettings(<WhoCanJoinPanel />, {
      user: admin,
      network: [
        { method: 'GET', url: '/api/auth/admin/join', body: { success: true, data: { mode: 'invite', invitationDays: 7 } } },
        { method: 'PUT', url: '/api/auth/admin/join', respond: ({ data }) => ({ status: 200, body: { success: true, data } }) },
      ],
    });
    const invite = await screen.findByRole('radio', { name: /Invitation only/ });
    expect(invite).toBeChecked();
    expect(screen.getByText(/Anyone can sign up; an admin or manager lets each new account in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Approval/ }));
    const days = screen.getByLabelText('New invitations last');
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The change applies at once.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.data).toEqual({ mode: 'approval', invitationDays: 14 });
  });
});

describe('Invitations', () => {
  it("lists a member's open invitations with maker, dates and uses, and revokes one", async () => {
    let list = [invitation(4), invitation(5, { email: 'cousin@example.org', name: 'Cousin Itt', uses: 0, maxUses: 1 })];
    const { requests } = renderSettings(<InvitationsPanel canEmail={false} />, {
      user: member,
      network: [
        { method: 'GET', url: '/api/auth/invitations', respond: () => ({ status: 200, body: { success: true, data: { invitations: list } } }) },
        {
          method: 'DELETE',
          url: '/api/auth/invitations/4',
          respond: () => {
            list = list.filter((i) => i.id !== 4);
            return { status: 200, body: { success: true, message: 'The invitation was revoked.' } };
          },
        },
      ],
    });
    const rows = within(await screen.findByRole('list', { name: 'Open invitations' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Invitation link and QR code');
    expect(rows[0]).toHaveTextContent('Used 2 times');
    expect(rows[0]).toHaveTextContent(/Made by Jo March on Nov 20, 2026 · expires Nov 27, 2026/);
    expect(rows[1]).toHaveTextContent('For Cousin Itt <cousin@example.org>');
    expect(rows[1]).toHaveTextContent('Used 0 of 1');
    expect(screen.queryByRole('form', { name: 'Invite by email' })).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]).getByRole('button', { name: /Revoke/ }));
    expect(await screen.findByText('Invitation revoked: its link and QR code no longer work.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Open invitations' })).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('admins and managers invite by e-mail: the address is checked first, then sent as a member invitation', async () => {
    const { requests } = renderSettings(<InvitationsPanel canEmail />, {
      user: admin,
      network: [
        { method: 'GET', url: '/api/auth/invitations', body: { success: true, data: { invitations: [] } } },
        { method: 'POST', url: '/api/auth/admin/invitations', status: 201, body: { success: true, message: 'sent', data: { invitation: invitation(9) } } },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Invite by email' });
    await userEvent.type(within(form).getByLabelText('Email'), 'not an address');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'cousin@example.org');
    await userEvent.type(within(form).getByLabelText('First Name'), 'Cousin');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('An invitation has been sent to cousin@example.org.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({ email: 'cousin@example.org', firstName: 'Cousin', lastName: '', role: 'member' });
  });
});

describe('Waiting for approval (admins and managers)', () => {
  it('counts who waits; Approve lets them in; Decline asks first', async () => {
    let waiting = [
      { id: 12, email: 'beth@example.com', name: 'Beth March', createdAt: '2026-11-24T09:00:00.000Z' },
      { id: 13, email: 'stranger@example.com', name: 'A Stranger', createdAt: '2026-11-24T10:00:00.000Z' },
    ];
    const answer = (id: number, message: string) => () => {
      waiting = waiting.filter((a) => a.id !== id);
      return { status: 200, body: { success: true, message } };
    };
    renderSettings(<WaitingPanel />, {
        user: admin,
        network: [
          { method: 'GET', url: '/api/auth/admin/waiting', respond: () => ({ status: 200, body: { success: true, data: { accounts: waiting } } }) },
          { method: 'POST', url: '/api/auth/admin/user/12/approve', respond: answer(12, 'Beth March can now sign in.') },
          { method: 'POST', url: '/api/auth/admin/user/13/decline', respond: answer(13, "A Stranger's request was declined and the account deleted.") },
        ],
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for approval (2)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Beth March' }));
    expect(await screen.findByText('Beth March can now sign in.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Waiting for approval (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline A Stranger' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Their account is deleted and they are told by email.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText("A Stranger's request was declined and the account deleted.")).toBeInTheDocument();
    expect(await screen.findByText('Nobody is waiting.')).toBeInTheDocument();
  });
});
