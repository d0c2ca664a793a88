import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'available' | 'installed' | 'unavailable';

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function runningStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function onBeforeInstallPrompt(event: Event) {
  event.preventDefault();
  deferredPrompt = event as BeforeInstallPromptEvent;
  notify();
}

function onAppInstalled() {
  installed = true;
  deferredPrompt = null;
  notify();
}

/**
 * Captures the browser's install prompt from the very start (it may fire on /auth,
 * long before the dashboard's install button exists). Calling it again starts afresh.
 */
export function watchInstallPrompt(): void {
  installed = runningStandalone();
  deferredPrompt = null;
  window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.removeEventListener('appinstalled', onAppInstalled);
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
  notify();
}

function currentState(): InstallState {
  if (installed) return 'installed';
  return deferredPrompt ? 'available' : 'unavailable';
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentState,
  );
}

/** Shows the browser's install dialog; acceptance marks the app installed. */
export async function promptInstall(): Promise<void> {
  const prompt = deferredPrompt;
  if (!prompt) return;
  await prompt.prompt();
  const choice = await prompt.userChoice;
  deferredPrompt = null;
  if (choice.outcome === 'accepted') installed = true;
  notify();
}
