import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GedcomPreview } from 'shared-contracts';
import { GEDCOM_IMPORT_MESSAGES } from 'shared-contracts/family';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { GedcomImportForm } from './GedcomImportForm';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const manager = makeUser({ id: 2, displayName: 'Max Manager' });
const gedcomFile = (name = 'family.ged', size?: number) => {
  const file = new File(['0 HEAD\r\n0 TRLR\r\n'], name);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const chooseFile = (file: File) => userEvent.upload(screen.getByLabelText('GEDCOM file'), file, { applyAccept: false });

const PREVIEW: GedcomPreview = {
  encoding: 'ANSEL',
  version: '5.5.1',
  source: 'GRAMPS',
  people: 3,
  families: 1,
  added: 1,
  members: 1,
  existing: 1,
  parentLinks: 2,
  partnerLinks: 1,
  list: [
    { line: 6, name: 'Ernst Private', born: 'ABT 1890', died: '1961-03-12', outcome: 'new' },
    { line: 12, name: 'Alice Private', born: '1990-12-10', outcome: 'member', match: { id: 'm3', name: 'Alice Private' } },
    { line: 18, name: 'Zoë Private', outcome: 'existing', match: { id: 'r4', name: 'Zoe Private' } },
  ],
  problems: ['Line 40: @I99@ is not in the file, the link is skipped.'],
};

describe('Family Tree Import', () => {
  it('previews the file (nothing imported yet), then imports it and reports what it did', async () => {
    const { requests } = renderSettings(<GedcomImportForm />, {
      user: manager,
      network: [
        { method: 'POST', url: '/api/auth/family/gedcom/preview', body: { success: true, data: PREVIEW } },
        { method: 'POST', url: '/api/auth/family/gedcom/import', body: { success: true, data: { added: 1, members: 1, existing: 1, parentLinks: 2, partnerLinks: 1, problems: [] } } },
      ],
    });
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await chooseFile(gedcomFile());
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Read as ANSEL, GEDCOM 5.5.1, written by GRAMPS.')).toBeInTheDocument();
    expect(within(preview).getByText('To add').nextSibling).toHaveTextContent('1');
    expect(within(preview).getByText('Members found').nextSibling).toHaveTextContent('1');
    expect(within(preview).getByText('Already in the tree').nextSibling).toHaveTextContent('1');
    const people = within(within(preview).getByRole('list', { name: 'People in the file' })).getAllByRole('listitem');
    expect(people.map((row) => row.textContent)).toEqual([
      'Ernst PrivateABT 1890 – 1961-03-12New',
      'Alice Privateborn 1990-12-10Member: Alice Private',
      'Zoë PrivateAlready here: Zoe Private',
    ]);
    expect(within(preview).getByRole('list', { name: 'Skipped lines' })).toHaveTextContent('Line 40: @I99@ is not in the file, the link is skipped.');
    expect(requests).toHaveLength(1);
    expect(((requests[0].data as FormData).get('gedcomFile') as File).name).toBe('family.ged');

    await userEvent.click(screen.getByRole('button', { name: /Import 1 person/ }));
    expect(await screen.findByText(GEDCOM_IMPORT_MESSAGES.completed(1, 1, 1))).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Added').nextSibling).toHaveTextContent('1');
    expect(within(report).getByText('Parent links added').nextSibling).toHaveTextContent('2');
    expect(within(report).getByText('Nothing is skipped.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('refuses a file that is not .ged, or 10 MB or more, before sending it', async () => {
    const { requests } = renderSettings(<GedcomImportForm />, { user: manager });
    await chooseFile(gedcomFile('family.csv'));
    expect(await screen.findByText(GEDCOM_IMPORT_MESSAGES.wrongName)).toBeInTheDocument();
    await chooseFile(gedcomFile('big.ged', 10 * 1024 * 1024));
    expect(await screen.findByText(GEDCOM_IMPORT_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(requests).toHaveLength(0);
  });

  it.each([
    [{ status: 400, body: { success: false, message: GEDCOM_IMPORT_MESSAGES.notGedcom } }, GEDCOM_IMPORT_MESSAGES.notGedcom],
    [{ status: 500, body: {} }, 'Import failed'],
    [{ respond: () => Promise.reject(new Error('Network Error')) }, 'Import failed. Please try again.'],
  ])("shows the server's message, else the spec's import failure (%#)", async (answer, message) => {
    renderSettings(<GedcomImportForm />, { user: manager, network: [{ method: 'POST', url: '/api/auth/family/gedcom/preview', ...answer } as FakeRoute] });
    await chooseFile(gedcomFile());
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('a file of thousands is listed in part, and the line under the list says how many more', async () => {
    renderSettings(<GedcomImportForm />, { user: manager, network: [{ method: 'POST', url: '/api/auth/family/gedcom/preview', body: { success: true, data: { ...PREVIEW, people: 1000 } } }] });
    await chooseFile(gedcomFile());
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('And 997 more people.')).toBeInTheDocument();
  });

  it('Cancel drops the preview and the file', async () => {
    renderSettings(<GedcomImportForm />, { user: manager, network: [{ method: 'POST', url: '/api/auth/family/gedcom/preview', body: { success: true, data: PREVIEW } }] });
    await chooseFile(gedcomFile());
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });
});
