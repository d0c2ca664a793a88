import { useSyncExternalStore } from 'react';

/*
 * Whether the server can be reached, as the member experiences it: the browser says it is
 * offline, or a call to the server got no answer at all (the Wi-Fi is up but the house's
 * connection is down, or the server is away). Any answer, even a refusal, means online again.
 */

interface Connectivity {
  offline: boolean;
  /** A change (save, upload, location, settings) was tried while offline and did not reach the server. */
  changeRefused: boolean;
}

/** While offline because calls went unanswered, the server is asked this often whether it is back. */
const PROBE_INTERVAL_MS = 20_000;

let browserOffline = false;
let unanswered = false;
let changeRefused = false;
let snapshot: Connectivity = { offline: false, changeRefused: false };
let probe: ReturnType<typeof setInterval> | null = null;
let probeUrl = '/healthz';
const listeners = new Set<() => void>();

function update() {
  const offline = browserOffline || unanswered;
  if (!offline) changeRefused = false;
  if (snapshot.offline !== offline || snapshot.changeRefused !== changeRefused) {
    snapshot = { offline, changeRefused };
    listeners.forEach((listener) => listener());
  }
  if (unanswered && !browserOffline && !probe) probe = setInterval(askServer, PROBE_INTERVAL_MS);
  if ((!unanswered || browserOffline) && probe) {
    clearInterval(probe);
    probe = null;
  }
}

/** Any answer from the server's health check (the worker never answers for it) ends "offline". */
function askServer() {
  fetch(probeUrl, { cache: 'no-store', mode: 'no-cors' }).then(reportAnswer, () => {});
}

const onOnline = () => {
  browserOffline = false;
  // The network is back: whether the server is too, the next call or the probe will tell.
  unanswered = false;
  update();
};
const onOffline = () => {
  browserOffline = true;
  update();
};

/** Starts following the browser's online and offline events. Calling it again starts afresh. */
export function watchConnectivity(options: { apiBase?: string } = {}): void {
  window.removeEventListener('online', onOnline);
  window.removeEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  probeUrl = `${options.apiBase ?? ''}/healthz`;
  browserOffline = navigator.onLine === false;
  unanswered = false;
  changeRefused = false;
  update();
}

/** A call got an answer (any status): the server is reachable. */
export function reportAnswer(): void {
  if (!unanswered) return;
  unanswered = false;
  update();
}

/** A call got no answer at all; `method` tells whether it was meant to change something. */
export function reportNoAnswer(method: string | undefined): void {
  unanswered = true;
  if (method && method.toUpperCase() !== 'GET' && method.toUpperCase() !== 'HEAD') changeRefused = true;
  update();
}

/** The member closed the notice about a refused change (the banner itself stays while offline). */
export function dismissRefusedChange(): void {
  changeRefused = false;
  update();
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}
