import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import type { GalleryItem } from 'shared-contracts';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { untranslated } from '../test-support/languages';
import { BackgroundImage } from './BackgroundImage';

jest.setTimeout(30000);
quietConsoleButFailOnActWarnings();
// jsdom has no canvas: the compression library is the edge replaced here (as in BackgroundImage.test.tsx).
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));

const admin = makeUser({ id: 1 });
const SEA = 'bg-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';
const HILLS = 'bg-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp';
const item = (name: string, size: number, isCurrent = false): GalleryItem => ({ url: `/uploads/backgrounds/${name}`, filename: name, filePath: name, size, isCurrent });
const network: FakeRoute[] = [
  { method: 'GET', url: '/api/auth/background-image', body: { success: true, data: { backgroundUrl: `/uploads/backgrounds/${SEA}` } } },
  { method: 'GET', url: '/api/auth/admin/background-images', body: { success: true, data: { backgrounds: [item(SEA, 245_760, true), item(HILLS, 1_572_864)] } } },
];

beforeEach(() => (imageCompression as unknown as jest.Mock).mockImplementation(async (file: File) => file));

describe('Background Image in the family’s languages', () => {
  it('speaks German: the gallery, sizes as German writes them, the question before a delete, a refused file', async () => {
    renderSettings(<BackgroundImage />, { user: admin, locale: 'de', network });
    expect(await screen.findByRole('heading', { name: 'Hintergrundbild' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Aktueller Hintergrund' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Galerie ansehen' }));
    const gallery = await screen.findByRole('region', { name: 'Hintergrundgalerie' });
    const sea = await within(gallery).findByRole('listitem', { name: SEA });
    expect(within(sea).getByText('240 KB')).toBeInTheDocument();
    expect(within(sea).getByText('Aktuell')).toBeInTheDocument();
    expect(within(sea).getByRole('button', { name: `${SEA} als Hintergrund verwenden` })).toHaveTextContent('In Verwendung');
    const hills = within(gallery).getByRole('listitem', { name: HILLS });
    expect(within(hills).getByText('1,50 MB')).toBeInTheDocument();
    await userEvent.click(within(hills).getByRole('button', { name: `${HILLS} löschen` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hintergrundbild löschen');
    expect(dialog).toHaveTextContent('Möchtest du dieses Hintergrundbild wirklich löschen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    // Refused before anything is sent: its size in the page's language.
    await userEvent.upload(screen.getByLabelText('Bild für den Hintergrund'), new File([new Uint8Array(21 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Die Datei ist 21,00 MB groß. Bitte wähle eine Datei unter 20 MB.')).toBeInTheDocument();
  });

  it('says the pseudo-language with no plain English letter left, the gallery and its question open', async () => {
    renderSettings(<BackgroundImage />, { user: admin, locale: 'en-XA', network });
    await userEvent.click(await screen.findByRole('button', { name: /^⟦.+⟧$/, expanded: false }));
    const hills = await screen.findByRole('listitem', { name: HILLS });
    await userEvent.click(within(hills).getAllByRole('button').at(-1)!);
    const dialog = await screen.findByRole('dialog');
    // The dialog's Cancel is antd's own word (its locale, which the pseudo-language leaves English).
    for (const cancel of within(dialog).getAllByRole('button').filter((button) => !button.className.includes('dangerous'))) cancel.setAttribute('translate', 'no');
    await waitFor(() => expect(untranslated(document.body, [SEA, HILLS])).toEqual([]));
  });
});
