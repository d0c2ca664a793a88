import { useSyncExternalStore } from 'react';
import { SERVICE_WORKER_UPDATE_INTERVAL_MS } from 'shared-contracts';

/*
 * The service worker's registration (spec section 4): /sw.js, registered once the page has
 * loaded (so it never competes with the first paint), asked for an update every 300000 ms.
 *
 * A new version installs in the background and then waits. The member sees 'A new version is
 * available' and chooses Reload: only then is the waiting worker told to take over, and every
 * page of the site reloads as it does, so no page ever runs half old and half new code.
 */

const SERVICE_WORKER_URL = '/sw.js';
const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function setWaiting(worker: ServiceWorker | null) {
  if (waiting === worker) return;
  waiting = worker;
  notify();
}

/** Follows one registration: a worker that finishes installing while a page is controlled waits. */
function watchUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer) {
  // A worker installed in an earlier visit may still be waiting for its turn.
  if (registration.waiting && container.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install: there is nothing older to replace.
      if (installing.state === 'installed' && container.controller) setWaiting(installing);
    });
  });
}

interface RegisterOptions {
  container?: ServiceWorkerContainer;
  win?: Window;
  intervalMs?: number;
  /** Reloads the page once the new version has taken over (tests give a spy). */
  reload?: () => void;
}

/**
 * Registers /sw.js after the window's load event and checks for a new version every
 * SERVICE_WORKER_UPDATE_INTERVAL_MS. Resolves with the registration (null where the browser has
 * no service workers, e.g. plain http on another address than localhost).
 */
export function registerServiceWorker(options: RegisterOptions = {}): Promise<ServiceWorkerRegistration | null> {
  const win = options.win ?? window;
  const container = options.container ?? (win.navigator.serviceWorker as ServiceWorkerContainer | undefined);
  if (!container) return Promise.resolve(null);
  const reload = options.reload ?? (() => win.location.reload());

  // A page that was already controlled sees its controller change only when a new version took
  // over (after someone chose Reload, here or in another tab): it reloads onto the new version.
  // The first install taking a fresh page (clientsClaim) is no reason to reload.
  let controller = container.controller;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    const replaced = controller !== null;
    controller = container.controller;
    if (replaced && !reloading) {
      reloading = true;
      reload();
    }
  });

  return new Promise((resolve) => {
    const register = () => {
      container
        .register(SERVICE_WORKER_URL, { scope: '/' })
        .then((registration) => {
          watchUpdates(registration, container);
          const check = () => registration.update().catch(() => {
            // Offline or the server is away: the next check will try again.
          });
          win.setInterval(check, options.intervalMs ?? SERVICE_WORKER_UPDATE_INTERVAL_MS);
          resolve(registration);
        })
        .catch((error) => {
          console.error('The service worker could not be registered', error);
          resolve(null);
        });
    };
    if (win.document.readyState === 'complete') register();
    else win.addEventListener('load', register, { once: true });
  });
}

/** True while a new version waits for the member's Reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
  );
}

/** Lets the waiting version take over; the page reloads when it has (controllerchange above). */
export function applyUpdate(): void {
  waiting?.postMessage(SKIP_WAITING_MESSAGE);
}

/** For tests: forget any waiting worker. */
export function resetUpdateState(): void {
  setWaiting(null);
}
