import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { quietConsoleButFailOnActWarnings, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import InviteDialog from './InviteDialog';

const TOKEN = 'Abc123_-'.repeat(5) + 'xyz';
const invitationRoute: FakeRoute = {
  method: 'POST',
  url: '/api/auth/invitations/link',
  body: {
    success: true,
    data: {
      token: TOKEN,
      invitation: { id: 4, createdBy: { id: 3, name: 'Jo March' }, createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-27T10:00:00.000Z', uses: 0 },
    },
  },
};
const render = (ui: React.ReactElement, network: FakeRoute[] = [invitationRoute]) => renderWithShell(ui, { network });
const invitedLink = () => `${window.location.origin}/auth?mode=signup&invitation=${TOKEN}`;

quietConsoleButFailOnActWarnings();

// qrcode draws on a canvas, which jsdom lacks: it is the third-party edge here.
jest.mock('qrcode', () => ({ __esModule: true, default: { toDataURL: jest.fn() } }));
const toDataURL = QRCode.toDataURL as unknown as jest.Mock;

beforeEach(() => {
  toDataURL.mockResolvedValue('data:image/png;base64,QR');
});

describe('Invite Family Members (My QR Code)', () => {
  it("shows a fresh QR code of the registration link with the member's invitation, 300 px, margin 2, level M, black on white", async () => {
    render(<InviteDialog open onClose={() => {}} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Registration link' })).toHaveValue(invitedLink()));
    expect(await screen.findByRole('img', { name: 'QR code of the registration link' })).toHaveAttribute('width', '300');
    expect(toDataURL).toHaveBeenLastCalledWith(invitedLink(), {
      width: 300,
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    });
    expect(screen.getByText(/scan this QR code/)).toBeInTheDocument();
    expect(screen.getByText(/Your invitation works until Nov 27, 2026/)).toBeInTheDocument();
  });

  it('shows the plain registration link when no invitation can be had (offline)', async () => {
    render(<InviteDialog open onClose={() => {}} />, []);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Could not get the invitation link', expect.anything()));
    expect(screen.getByRole('textbox', { name: 'Registration link' })).toHaveValue(`${window.location.origin}/auth?mode=signup`);
    expect(screen.queryByText(/Your invitation works until/)).not.toBeInTheDocument();
  });

  it("says 'Copied!' for 2 seconds after copying, then 'Copy URL' again", async () => {
    jest.useFakeTimers();
    try {
      // Time moves inside an async act: antd's dialog takes each step of its animation on a
      // frame and then a promise, which a synchronous act returns before.
      const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
      const user = userEvent.setup({ advanceTimers: advance });
      render(<InviteDialog open onClose={() => {}} />);
      await advance(10);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Registration link' })).toHaveValue(invitedLink()));
      await user.click(screen.getByRole('button', { name: /Copy URL/ }));
      await expect(navigator.clipboard.readText()).resolves.toBe(invitedLink());
      expect(await screen.findByRole('button', { name: /Copied!/ })).toBeInTheDocument();
      await advance(1900);
      expect(screen.getByRole('button', { name: /Copied!/ })).toBeInTheDocument();
      await advance(200);
      expect(screen.getByRole('button', { name: /Copy URL/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps Download QR Code disabled until the code exists, and silent when it cannot be made', async () => {
    toDataURL.mockRejectedValue(new Error('no canvas'));
    const onClose = jest.fn();
    render(<InviteDialog open onClose={onClose} />);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /Download QR Code/ })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
