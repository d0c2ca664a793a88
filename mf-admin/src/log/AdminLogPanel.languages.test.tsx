import { screen, within } from '@testing-library/react';
import { ADMIN_LOG_PAGE_SIZE, type AdminLogEntry } from 'shared-contracts';
import { sharedTextIn } from 'shared-contracts/runtime';
import { makeUser } from 'shared-contracts/testing';
import { textIn } from './messages';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { AdminLogPanel, entryText } from './AdminLogPanel';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const admin = makeUser({ id: 1, displayName: 'Ada Admin' });
const entry = (act: string, extra: Partial<AdminLogEntry> = {}) =>
  ({ id: 1, at: '2026-11-25T10:00:00.000Z', act, actor: { id: 2, name: 'Max Manager' }, ...extra }) as AdminLogEntry;

describe('The admin log in the family’s languages', () => {
  it('says each act as a sentence of the language, its field names too', async () => {
    const [t, shared] = await Promise.all([textIn('de'), sharedTextIn('de')]);
    expect(entryText(entry('memberDeleted', { subject: { id: 4, name: 'Bob Member' } }), t, shared)).toBe('Max Manager hat Bob Member gelöscht');
    expect(entryText(entry('profileChanged', { subject: { id: 4, name: 'Bob Member' }, details: 'Phone Number, Occupation' }), t, shared)).toBe(
      'Max Manager hat das Profil von Bob Member geändert: Telefonnummer, Beruf',
    );
    // The server wrote a file name: as it is.
    expect(entryText(entry('backgroundChosen', { details: 'bg-1.webp' }), t, shared)).toBe('Max Manager hat den Hintergrund gewählt: bg-1.webp');
    const [ar, arShared] = await Promise.all([textIn('ar'), sharedTextIn('ar')]);
    expect(entryText(entry('themeChanged'), ar, arShared)).toBe('غيّر Max Manager السمة');
    // An act this page does not know yet: its code name, in any language.
    expect(entryText(entry('somethingNew'), t, shared)).toBe('Max Manager somethingNew');
  });

  it('speaks German: the filter, the entries with their time, the pages', async () => {
    renderSettings(<AdminLogPanel />, {
      user: admin,
      locale: 'de',
      network: [
        { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: [admin] } } },
        {
          method: 'GET',
          url: /^\/api\/auth\/admin\/log/,
          body: { success: true, data: { entries: [entry('themeChanged')], total: ADMIN_LOG_PAGE_SIZE * 3, page: 1, pageSize: ADMIN_LOG_PAGE_SIZE } },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Admin-Aktionen, die neuesten zuerst' });
    expect(within(list).getByText('Max Manager hat das Design geändert')).toBeInTheDocument();
    expect(within(list).getByText(new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-25T10:00:00.000Z')))).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Person')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Seiten des Admin-Protokolls' });
    expect(within(pages).getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Älter' })).toBeEnabled();
  });
});
