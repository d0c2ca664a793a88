import type { InstallState } from './installPrompt';
import { inEnglish, type PwaText } from './messages';

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

function checkHttps(env: Pick<CheckEnvironment, 'protocol' | 'hostname'>, t: PwaText): CheckResult {
  const base = { id: 'https', label: t('https.label') } as const;
  if (env.protocol === 'https:') return { ...base, pass: true, detail: t('https.pass') };
  if (isLocalHost(env.hostname)) return { ...base, pass: true, detail: t('https.local', { host: env.hostname }) };
  return { ...base, pass: false, detail: t('https.fail') };
}

async function checkServiceWorker(env: Pick<CheckEnvironment, 'serviceWorker'>, t: PwaText): Promise<CheckResult> {
  const base = { id: 'serviceWorker', label: t('worker.label') } as const;
  if (!env.serviceWorker) return { ...base, pass: false, detail: t('worker.none') };
  const registration = await env.serviceWorker.getRegistration('/').catch(() => undefined);
  if (!registration) return { ...base, pass: false, detail: t('worker.unregistered') };
  if (!registration.active) return { ...base, pass: false, detail: t('worker.installing') };
  const scope = new URL(registration.scope).pathname;
  const waiting = registration.waiting ? ` ${t('worker.waiting')}` : '';
  if (!env.serviceWorker.controller) return { ...base, pass: true, detail: `${t('worker.notControlling', { scope })}${waiting}` };
  return { ...base, pass: true, detail: `${t('worker.controlling', { scope })}${waiting}` };
}

interface ManifestIcon {
  src?: unknown;
  sizes?: unknown;
  type?: unknown;
  purpose?: unknown;
}

/** What a manifest lacks for Chromium to install the app (none: it is fine). */
function manifestProblems(manifest: Record<string, unknown>, t: PwaText): string[] {
  const problems: string[] = [];
  if (!manifest.name && !manifest.short_name) problems.push(t('manifest.problem.name'));
  if (typeof manifest.start_url !== 'string') problems.push(t('manifest.problem.startUrl'));
  if (!['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].includes(String(manifest.display))) problems.push(t('manifest.problem.display'));
  const icons = Array.isArray(manifest.icons) ? (manifest.icons as ManifestIcon[]) : [];
  const hasIcon = (size: number) =>
    icons.some((icon) => {
      const sizes = String(icon.sizes ?? '').split(/\s+/);
      const purposes = String(icon.purpose ?? 'any').split(/\s+/);
      return purposes.includes('any') && sizes.some((s) => Number(s.split('x')[0]) >= size);
    });
  if (!hasIcon(192)) problems.push(t('manifest.problem.icon192'));
  if (!hasIcon(512)) problems.push(t('manifest.problem.icon512'));
  return problems;
}

async function checkManifest(env: Pick<CheckEnvironment, 'manifestHref' | 'fetch'>, t: PwaText): Promise<CheckResult> {
  const base = { id: 'manifest', label: t('manifest.label') } as const;
  if (!env.manifestHref) return { ...base, pass: false, detail: t('manifest.missing') };
  let text: string;
  try {
    const response = await env.fetch(env.manifestHref);
    if (!response.ok) return { ...base, pass: false, detail: t('manifest.status', { status: String(response.status) }) };
    text = await response.text();
  } catch {
    return { ...base, pass: false, detail: t('manifest.unreachable') };
  }
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { ...base, pass: false, detail: t('manifest.notJson') };
  }
  const problems = manifestProblems(manifest, t);
  if (problems.length > 0) return { ...base, pass: false, detail: t('manifest.lacks', { problems: problems.join(t('list.separator')) }) };
  const icons = (manifest.icons as ManifestIcon[]).length;
  return { ...base, pass: true, detail: t('manifest.fine', { name: String(manifest.name ?? manifest.short_name), display: String(manifest.display), icons }) };
}

function checkInstalled(env: Pick<CheckEnvironment, 'standalone' | 'installState'>, t: PwaText): CheckResult {
  const base = { id: 'installed', label: t('installed.label') } as const;
  if (env.standalone) return { ...base, pass: true, detail: t('installed.standalone') };
  if (env.installState === 'installed') return { ...base, pass: true, detail: t('installed.reported') };
  return { ...base, pass: false, detail: t('installed.no') };
}

/** The four checks, said in `t`'s language (English unless given). */
export async function runChecks(env: CheckEnvironment, t: PwaText = inEnglish): Promise<CheckResult[]> {
  return [checkHttps(env, t), await checkServiceWorker(env, t), await checkManifest(env, t), checkInstalled(env, t)];
}

/** What the Test Install Event found, after its wait: can the browser install the app now? */
export function installDiagnosis(state: InstallState, checks: CheckResult[], t: PwaText = inEnglish): { ok: boolean; text: string } {
  if (state === 'installed') return { ok: true, text: t('diagnosis.installed') };
  if (state === 'available') return { ok: true, text: t('diagnosis.available') };
  const failing = checks.filter((check) => check.id !== 'installed' && !check.pass).map((check) => check.label);
  if (failing.length > 0) return { ok: false, text: t('diagnosis.failing', { failing: failing.join(t('list.separator')) }) };
  return { ok: false, text: t('diagnosis.notYet') };
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
