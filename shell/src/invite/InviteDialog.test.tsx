import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import InviteDialog from './InviteDialog';

// qrcode draws on a canvas, which jsdom lacks: it is the third-party edge here.
jest.mock('qrcode', () => ({ __esModule: true, default: { toDataURL: jest.fn() } }));
const toDataURL = QRCode.toDataURL as unknown as jest.Mock;

beforeEach(() => {
  toDataURL.mockResolvedValue('data:image/png;base64,QR');
});

describe('Invite Family Members (My QR Code)', () => {
  it('shows a fresh QR code of the registration link, 300 px, margin 2, level M, black on white', async () => {
    render(<InviteDialog open onClose={() => {}} />);
    expect(await screen.findByRole('img', { name: 'QR code of the registration link' })).toHaveAttribute('width', '300');
    expect(toDataURL).toHaveBeenCalledWith(`${window.location.origin}/auth?mode=signup`, {
      width: 300,
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    });
    expect(screen.getByRole('textbox', { name: 'Registration link' })).toHaveValue(`${window.location.origin}/auth?mode=signup`);
    expect(screen.getByText(/scan this QR code/)).toBeInTheDocument();
  });

  it("says 'Copied!' for 2 seconds after copying, then 'Copy URL' again", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<InviteDialog open onClose={() => {}} />);
      await user.click(screen.getByRole('button', { name: /Copy URL/ }));
      await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/auth?mode=signup`);
      expect(await screen.findByRole('button', { name: /Copied!/ })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1900));
      expect(screen.getByRole('button', { name: /Copied!/ })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByRole('button', { name: /Copy URL/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps Download QR Code disabled until the code exists, and silent when it cannot be made', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
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
