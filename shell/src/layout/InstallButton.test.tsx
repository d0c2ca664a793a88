import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchInstallPrompt } from '../pwa/installPrompt';
import { InstallButton } from './InstallButton';

function fireInstallPrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function renderButton() {
  watchInstallPrompt(); // as the shell does at start; each test starts afresh
  return render(<InstallButton />);
}

describe('the install button', () => {
  it("is a disabled 'Install Ready?' until the browser offers installation", () => {
    renderButton();
    expect(screen.getByRole('button', { name: 'Install Ready?' })).toBeDisabled();
  });

  it("offers 'Install App', and says 'Installed' once accepted", async () => {
    renderButton();
    const prompt = fireInstallPrompt('accepted');
    expect(prompt.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(prompt.prompt).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Installed' })).toBeDisabled();
  });

  it("says 'Installed' (disabled) when the page runs as the installed app", () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(display-mode: standalone)' })) as typeof window.matchMedia;
    try {
      renderButton();
      expect(screen.getByRole('button', { name: 'Installed' })).toBeDisabled();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it("says 'Installed' after the browser's installed event", () => {
    renderButton();
    fireInstallPrompt('dismissed');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByRole('button', { name: 'Installed' })).toBeDisabled();
  });
});
