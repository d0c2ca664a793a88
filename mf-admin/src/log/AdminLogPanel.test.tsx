import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_LOG_PAGE_SIZE } from 'shared-contracts';
import { makeUser } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { AdminLogPanel, entryText } from './AdminLogPanel';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const admin = makeUser({ id: 1, displayName: 'Ada Admin' });
const bob = makeUser({ id: 4, displayName: 'Bob Member' });

const entry = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  at: '2026-11-25T10:00:00.000Z',
  act: 'profileChanged',
  actor: { id: 2, name: 'Max Manager' },
  subject: { id: 4, name: 'Bob Member' },
  details: 'Phone Number, Occupation',
  ...extra,
});

describe('Admin log', () => {
  it('says each act in words: who, what, on whom, which fields', () => {
    expect(entryText(entry(1) as never)).toBe('Max Manager changed the profile of Bob Member: Phone Number, Occupation');
    expect(entryText(entry(2, { act: 'themeChanged', subject: undefined, details: undefined }) as never)).toBe('Max Manager changed the theme');
    expect(entryText(entry(3, { act: 'memberDeleted', actor: { name: 'Ada Admin' }, details: undefined }) as never)).toBe('Ada Admin deleted Bob Member');
  });

  it('lists the newest page, pages back, and narrows to one person', async () => {
    const { requests } = renderSettings(<AdminLogPanel />, {
      user: admin,
      network: [
        { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: [admin, bob] } } },
        {
          method: 'GET',
          url: /^\/api\/auth\/admin\/log/,
          respond: ({ config }) => {
            const query = new URL(config.url ?? '', 'http://x').searchParams;
            const person = query.get('person');
            const page = Number(query.get('page'));
            const entries = person ? [entry(99)] : [entry(page === 1 ? 10 : 5, { details: `page ${page}` })];
            return { status: 200, body: { success: true, data: { entries, total: person ? 1 : ADMIN_LOG_PAGE_SIZE + 1, page, pageSize: ADMIN_LOG_PAGE_SIZE } } };
          },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Admin acts, newest first' });
    expect(within(list).getByText('Max Manager changed the profile of Bob Member: page 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Max Manager changed the profile of Bob Member: page 2')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Bob Member' });
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'Bob Member');
    expect(await screen.findByText('Max Manager changed the profile of Bob Member: Phone Number, Occupation')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin log pages' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.url).filter((url) => url.startsWith('/api/auth/admin/log'))).toEqual([
      '/api/auth/admin/log?page=1',
      '/api/auth/admin/log?page=2',
      '/api/auth/admin/log?page=1&person=4',
    ]);
  });

  it('says when nothing is recorded', async () => {
    renderSettings(<AdminLogPanel />, {
      user: admin,
      network: [
        { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: [] } } },
        { method: 'GET', url: /^\/api\/auth\/admin\/log/, body: { success: true, data: { entries: [], total: 0, page: 1, pageSize: ADMIN_LOG_PAGE_SIZE } } },
      ],
    });
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });
});
