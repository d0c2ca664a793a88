import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { SEARCH_DELAY_MS, UserManagementPanel } from './UserManagementPanel';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const admin = makeUser({ id: 1, displayName: 'Ada Admin', email: 'ada@example.org' });
const manager = makeUser({ id: 2, displayName: 'Max Manager', email: 'max@example.org' });
const jo = makeUser({ id: 7, displayName: 'Jo March', email: 'jo@example.org', photoURL: '/uploads/avatars/jo.webp' });

const usersRoute = (users = [admin, manager, jo], total = users.length): FakeRoute => ({
  method: 'GET',
  url: /^\/api\/auth\/admin\/users/,
  body: { success: true, data: { users, total } },
});

function renderPanel(network: FakeRoute[]) {
  return renderSettings(<UserManagementPanel />, { user: admin, network });
}

describe('User Management', () => {
  it("lists every user with avatar, name, e-mail and role ('Admin' for id 1, 'Manager' for id 2)", async () => {
    const { requests } = renderPanel([usersRoute()]);
    const list = await screen.findByRole('list', { name: 'Users' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ada Admin');
    expect(within(rows[0]).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Manager')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Member')).toBeInTheDocument();
    expect(within(rows[2]).getByText('jo@example.org')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('img', { name: 'Photo of Jo March' })).toHaveAttribute('src', '/uploads/avatars/jo.webp');
    expect(screen.getByText('3 users')).toBeInTheDocument();
    expect(requests[0].url).toBe('/api/auth/admin/users?page=1&pageSize=20');
  });

  it('offers delete for everyone but oneself', async () => {
    renderPanel([usersRoute()]);
    await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Max Manager' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Jo March' })).toBeInTheDocument();
  });

  it("asks the spec's question, deletes after OK, says so and reloads the list", async () => {
    let listed = [admin, manager, jo];
    const { requests } = renderPanel([
      { method: 'GET', url: /^\/api\/auth\/admin\/users/, respond: () => ({ status: 200, body: { success: true, data: { users: listed, total: listed.length } } }) },
      {
        method: 'DELETE',
        url: '/api/auth/admin/user/7',
        respond: () => {
          listed = [admin, manager];
          return { status: 200, body: { success: true, message: 'User deleted successfully' } };
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jo March' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete user "Jo March"? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Jo March' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Jo March')).not.toBeInTheDocument());
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it("shows the server's message when a delete is refused, else 'Failed to delete user'", async () => {
    renderPanel([usersRoute(), { method: 'DELETE', url: '/api/auth/admin/user/7', status: 500, body: {} }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jo March' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.getByText('Jo March')).toBeInTheDocument();
  });

  it("says 'Failed to load users' and offers to retry", async () => {
    let fail = true;
    renderPanel([
      {
        method: 'GET',
        url: /^\/api\/auth\/admin\/users/,
        respond: () => (fail ? { status: 500, body: {} } : { status: 200, body: { success: true, data: { users: [admin], total: 1 } } }),
      },
    ]);
    expect(await screen.findAllByText('Failed to load users')).not.toHaveLength(0);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 user')).toBeInTheDocument();
  });

  it('keeps the page chosen before the search box first settles (it used to jump back to page 1)', async () => {
    // Fake clocks make the order certain: the first page arrives and Next is clicked before the
    // search box's first pause ends.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const page = (n: number) => Array.from({ length: 20 }, (_, i) => makeUser({ id: 100 + n * 20 + i, displayName: `Cousin ${n * 20 + i}` }));
      const { requests } = renderPanel([
        {
          method: 'GET',
          url: /^\/api\/auth\/admin\/users/,
          respond: ({ config }) => {
            const n = Number(new URL(config.url!, 'http://x').searchParams.get('page'));
            return { status: 200, body: { success: true, data: { users: page(n - 1), total: 1000 } } };
          },
        },
      ]);
      await screen.findByText('1000 users');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Page 2 of 50')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DELAY_MS * 2);
      });
      expect(screen.getByText('Page 2 of 50')).toBeInTheDocument();
      expect(requests.at(-1)?.url).toBe('/api/auth/admin/users?page=2&pageSize=20');
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches on the server and pages through a large family', async () => {
    const page = (n: number) => Array.from({ length: 20 }, (_, i) => makeUser({ id: 100 + n * 20 + i, displayName: `Cousin ${n * 20 + i}` }));
    const { requests } = renderPanel([
      {
        method: 'GET',
        url: /^\/api\/auth\/admin\/users/,
        respond: ({ config }) => {
          const search = new URL(config.url!, 'http://x').searchParams;
          if (search.get('q')) return { status: 200, body: { success: true, data: { users: [jo], total: 1 } } };
          const n = Number(search.get('page'));
          return { status: 200, body: { success: true, data: { users: page(n - 1), total: 1000 } } };
        },
      },
    ]);
    expect(await screen.findByText('1000 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 50')).toBeInTheDocument();
    expect(await screen.findByText('Cousin 20')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/auth/admin/users?page=2&pageSize=20');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'jo');
    expect(await screen.findByText('1 user found')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/auth/admin/users?page=1&pageSize=20&q=jo');
    expect(screen.getByText('Jo March')).toBeInTheDocument();
  });
});
