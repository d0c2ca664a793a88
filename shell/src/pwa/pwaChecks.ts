import type { InstallState } from './installPrompt';

/*
 * The installability checks of the PWA debug page (spec section 2): HTTPS (localhost counts),
 * the service worker, the manifest, and whether the app is installed. Each says pass or fail and
 * why, in words a family's admin can act on.
 */

type CheckId = 'https' | 'serviceWorker' | 'manifest' | 'installed';

export interface CheckResult {
  id: CheckId;
  label: string;
  pass: boolean;
  detail: string;
}

/** What the checks read from the browser (tests give their own). */
export interface CheckEnvironment {
  protocol: string;
  hostname: string;
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration' | 'controller'> | null;
  /** The href of the page's <link rel="manifest">, or null. */
  manifestHref: string | null;
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'headers' | 'text'>>;
  /** The page runs as the installed app (display-mode standalone and the like). */
  standalone: boolean;
  installState: InstallState;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

function checkHttps(env: Pick<CheckEnvironment, 'protocol' | 'hostname'>): CheckResult {
  const base = { id: 'https', label: 'HTTPS' } as const;
  if (env.protocol === 'https:') return { ...base, pass: true, detail: 'The site is served over HTTPS.' };
  if (isLocalHost(env.hostname)) return { ...base, pass: true, detail: `Served from ${env.hostname}: localhost counts as secure.` };
  return {
    ...base,
    pass: false,
    detail: 'The site is served over plain HTTP. Browsers install apps and run service workers only over HTTPS (localhost counts).',
  };
}

async function checkServiceWorker(env: Pick<CheckEnvironment, 'serviceWorker'>): Promise<CheckResult> {
  const base = { id: 'serviceWorker', label: 'Service worker' } as const;
  if (!env.serviceWorker) return { ...base, pass: false, detail: 'This browser offers no service workers here (they need HTTPS or localhost).' };
  const registration = await env.serviceWorker.getRegistration('/').catch(() => undefined);
  if (!registration) return { ...base, pass: false, detail: 'No service worker is registered yet: it registers once the page has loaded.' };
  if (!registration.active) return { ...base, pass: false, detail: 'The service worker is installing; check again in a moment.' };
  const scope = new URL(registration.scope).pathname;
  const waiting = registration.waiting ? ' A new version is waiting for Reload.' : '';
  if (!env.serviceWorker.controller) return { ...base, pass: true, detail: `Active (scope ${scope}); this page is not under its control until it reloads.${waiting}` };
  return { ...base, pass: true, detail: `Active and in control of this page (scope ${scope}).${waiting}` };
}

interface ManifestIcon {
  src?: unknown;
  sizes?: unknown;
  type?: unknown;
  purpose?: unknown;
}

/** What a manifest lacks for Chromium to install the app (none: it is fine). */
function manifestProblems(manifest: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!manifest.name && !manifest.short_name) problems.push('a name');
  if (typeof manifest.start_url !== 'string') problems.push('a start URL');
  if (!['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].includes(String(manifest.display))) problems.push('display: standalone');
  const icons = Array.isArray(manifest.icons) ? (manifest.icons as ManifestIcon[]) : [];
  const hasIcon = (size: number) =>
    icons.some((icon) => {
      const sizes = String(icon.sizes ?? '').split(/\s+/);
      const purposes = String(icon.purpose ?? 'any').split(/\s+/);
      return purposes.includes('any') && sizes.some((s) => Number(s.split('x')[0]) >= size);
    });
  if (!hasIcon(192)) problems.push('an icon of 192 px');
  if (!hasIcon(512)) problems.push('an icon of 512 px');
  return problems;
}

async function checkManifest(env: Pick<CheckEnvironment, 'manifestHref' | 'fetch'>): Promise<CheckResult> {
  const base = { id: 'manifest', label: 'Manifest' } as const;
  if (!env.manifestHref) return { ...base, pass: false, detail: 'The page has no <link rel="manifest">.' };
  let text: string;
  try {
    const response = await env.fetch(env.manifestHref);
    if (!response.ok) return { ...base, pass: false, detail: `The manifest could not be read: the server answered ${response.status}.` };
    text = await response.text();
  } catch {
    return { ...base, pass: false, detail: 'The manifest could not be fetched (no connection to the server).' };
  }
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { ...base, pass: false, detail: 'The manifest is not valid JSON.' };
  }
  const problems = manifestProblems(manifest);
  if (problems.length > 0) return { ...base, pass: false, detail: `The manifest lacks ${problems.join(', ')}.` };
  const icons = (manifest.icons as ManifestIcon[]).length;
  return { ...base, pass: true, detail: `"${String(manifest.name ?? manifest.short_name)}", ${String(manifest.display)}, ${icons} icons.` };
}

function checkInstalled(env: Pick<CheckEnvironment, 'standalone' | 'installState'>): CheckResult {
  const base = { id: 'installed', label: 'Installed' } as const;
  if (env.standalone) return { ...base, pass: true, detail: 'Running as the installed app.' };
  if (env.installState === 'installed') return { ...base, pass: true, detail: 'Installed on this device (the browser reported it).' };
  return { ...base, pass: false, detail: 'Not installed: running in a browser tab.' };
}

export async function runChecks(env: CheckEnvironment): Promise<CheckResult[]> {
  return [checkHttps(env), await checkServiceWorker(env), await checkManifest(env), checkInstalled(env)];
}

/** What the Test Install Event found, after its wait: can the browser install the app now? */
export function installDiagnosis(state: InstallState, checks: CheckResult[]): { ok: boolean; text: string } {
  if (state === 'installed') return { ok: true, text: 'The app is already installed on this device.' };
  if (state === 'available') return { ok: true, text: "The browser's install prompt is available: Install App in the top bar installs the app." };
  const failing = checks.filter((check) => check.id !== 'installed' && !check.pass).map((check) => check.label);
  if (failing.length > 0) return { ok: false, text: `No install prompt: the browser will not offer one until these pass: ${failing.join(', ')}.` };
  return {
    ok: false,
    text:
      'No install prompt yet. Chromium offers one once the site has been used for a little while, and not after the offer was dismissed or the app installed; ' +
      "other browsers install from their own menu (Safari: Share, then Add to Home Screen).",
  };
}

/** The checks' view of this browser. */
export function browserEnvironment(installState: InstallState): CheckEnvironment {
  const displayModes = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];
  return {
    protocol: window.location.protocol,
    hostname: window.location.hostname,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : null,
    manifestHref: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
    fetch: (url) => fetch(url, { cache: 'no-cache', credentials: 'same-origin' }),
    standalone:
      displayModes.some((mode) => window.matchMedia?.(`(display-mode: ${mode})`).matches === true) ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    installState,
  };
}
