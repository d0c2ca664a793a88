import { screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import type { PageLocale } from 'shared-contracts';
import { plainEnglishIn } from '../test-support/plainEnglish';
import InviteDialog from './InviteDialog';

// qrcode draws on a canvas, which jsdom lacks: it is the third-party edge here.
jest.mock('qrcode', () => ({ __esModule: true, default: { toDataURL: jest.fn() } }));

beforeEach(() => {
  (QRCode.toDataURL as unknown as jest.Mock).mockResolvedValue('data:image/png;base64,QR');
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const invitation: FakeRoute = {
  method: 'POST',
  url: '/api/auth/invitations/link',
  body: { success: true, data: { token: 'T0ken', invitation: { id: 4, createdBy: { id: 3, name: 'Jo March' }, createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-27T10:00:00.000Z', uses: 0 } } },
};
const renderDialog = (locale: PageLocale) => renderWithShell(<InviteDialog open onClose={() => {}} />, { network: [invitation], locale, reducedMotion: true });

describe('My QR Code in the family’s languages', () => {
  it('speaks German, the invitation’s date as German writes it', async () => {
    renderDialog('de');
    expect(await screen.findByRole('dialog', { name: 'Familienmitglieder einladen' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR-Code des Registrierungslinks' })).toBeInTheDocument();
    expect(await screen.findByText('Deine Einladung gilt bis 27.11.2026. Du kannst sie in den Einstellungen widerrufen.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registrierungslink' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /URL kopieren/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /QR-Code herunterladen/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Dialog schließen' })).toBeInTheDocument();
  });

  it('says the pseudo-language with no plain English', async () => {
    renderDialog('en-XA');
    await screen.findByRole('img', { name: /⟦.+⟧/ });
    await screen.findByText(/Nov 27, 2026/);
    // The date is Intl's, and the pseudo-language formats as English does.
    expect(plainEnglishIn(document.body, { data: ['Nov 27, 2026'] })).toEqual([]);
  });
});
