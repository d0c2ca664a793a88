import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GedcomPreview } from 'shared-contracts';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { untranslated } from '../test-support/languages';
import { GedcomImportForm } from './GedcomImportForm';

jest.setTimeout(30000);
quietConsoleButFailOnActWarnings();

const manager = makeUser({ id: 2 });
const PREVIEW: GedcomPreview = {
  encoding: 'ANSEL',
  version: '5.5.1',
  source: 'GRAMPS',
  people: 2003,
  families: 1,
  added: 1,
  members: 1,
  existing: 1,
  parentLinks: 2,
  partnerLinks: 1,
  list: [
    { line: 6, name: 'Ernst Private', born: 'ABT 1890', died: '1961-03-12', outcome: 'new' },
    { line: 12, name: 'Alice Private', born: '1990-12-10', outcome: 'member', match: { id: 'm3', name: 'Alice Private' } },
    { line: 18, name: 'Zoë Private', died: '2001', outcome: 'existing', match: { id: 'r4', name: 'Zoe Private' } },
  ],
  problems: ['Line 40: @I99@ is not in the file, the link is skipped.'],
};
// What the file says, shown as it says it: names, dates as genealogists write them, the program, the server's lines.
const FILE_DATA = ['Ernst Private', 'Alice Private', 'Zoë Private', 'Zoe Private', 'ABT', 'ANSEL', 'GRAMPS', 'family.ged', ...PREVIEW.problems];

const network: FakeRoute[] = [
  { method: 'POST', url: '/api/auth/family/gedcom/preview', body: { success: true, data: PREVIEW } },
  { method: 'POST', url: '/api/auth/family/gedcom/import', body: { success: true, data: { added: 1, members: 2, existing: 3, parentLinks: 2, partnerLinks: 1, problems: [] } } },
];

async function preview(locale: 'de' | 'en-XA') {
  renderSettings(<GedcomImportForm />, { user: manager, locale, network });
  await screen.findByRole('heading', { level: 2, name: locale === 'de' ? 'Stammbaum importieren' : /^⟦.+⟧$/ });
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['0 HEAD\r\n0 TRLR\r\n'], 'family.ged'), { applyAccept: false });
  await userEvent.click(screen.getAllByRole('button').at(-1)!);
  return (await screen.findAllByRole('list', { name: locale === 'de' ? 'Personen in der Datei' : /^⟦.+⟧$/ }))[0];
}

describe('Family Tree Import in the family’s languages', () => {
  it('speaks German: the preview, its counts and plurals, then the report', async () => {
    const people = await preview('de');
    const region = screen.getByRole('region', { name: 'Vorschau' });
    expect(within(region).getByText('Gelesen als ANSEL, GEDCOM 5.5.1, erstellt mit GRAMPS.')).toBeInTheDocument();
    expect(within(region).getByText('Personen in der Datei').nextSibling).toHaveTextContent('2.003');
    expect(within(people).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Ernst PrivateABT 1890 – 1961-03-12Neu',
      'Alice Privategeb. 1990-12-10Mitglied: Alice Private',
      'Zoë Privategest. 2001Schon da: Zoe Private',
    ]);
    expect(within(region).getByText('Und 2.000 weitere Personen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /1 Person importieren/ }));
    expect(await screen.findByText('Import abgeschlossen! 1 Person hinzugefügt, 2 unter den Mitgliedern gefunden, 3 schon im Stammbaum.')).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Importbericht' });
    expect(within(report).getByText('Eltern-Kind-Verbindungen hinzugefügt').nextSibling).toHaveTextContent('2');
    expect(within(report).getByText('Nichts wird übersprungen.')).toBeInTheDocument();
  });

  it('says the pseudo-language with no plain English letter left, in the preview and the report', async () => {
    await preview('en-XA');
    await waitFor(() => expect(untranslated(document.body, FILE_DATA)).toEqual([]));
    await userEvent.click(screen.getAllByRole('button').at(-2)!);
    // The card and the report (the preview gone).
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(2));
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await waitFor(() => expect(untranslated(document.body, FILE_DATA)).toEqual([]));
  });
});
