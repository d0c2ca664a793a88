import type { PushPayload } from 'shared-contracts';

/*
 * The service worker's side of the notifications (issue 22), as plain functions sw.ts registers:
 * what a push message shows, and where a tap leads. A tap only ever opens a page of this site:
 * a payload cannot send the member elsewhere.
 */

/** Shown when a message cannot be read (a browser must show something for every push). */
const FALLBACK: PushPayload = { title: 'New in your family', body: 'Open the app to see what is new.', url: '/dashboard' };
const MAX_TITLE = 120;
const MAX_BODY = 500;

/** A path of this site (never another origin, never a protocol-relative '//host'). */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || value.length > 2000) return null;
  return value;
}

/** The notification a push message's data gives (its JSON text), or the fallback. */
export function notificationOf(text: string | null | undefined): { title: string; options: NotificationOptions & { data: { url: string } } } {
  let payload: Partial<PushPayload> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    if (parsed && typeof parsed === 'object') payload = parsed as Partial<PushPayload>;
  } catch {
    // not JSON: the fallback
  }
  const title = typeof payload.title === 'string' && payload.title.trim() ? payload.title.trim().slice(0, MAX_TITLE) : FALLBACK.title;
  const body = typeof payload.body === 'string' ? payload.body.slice(0, MAX_BODY) : title === FALLBACK.title ? FALLBACK.body : '';
  const url = sitePath(payload.url) ?? FALLBACK.url;
  const tag = typeof payload.tag === 'string' && payload.tag ? payload.tag.slice(0, 100) : undefined;
  return { title, options: { body, tag, icon: '/icons/icon-192.png', data: { url } } };
}

/** The few members of a window client used here (the DOM library has no WindowClient). */
export interface PageClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface PageClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly PageClient[]>;
  openWindow(url: string): Promise<unknown>;
}

/** A tap on a notification: the app's open page is brought forward and shown `path`; else a new one opens there. */
export async function openFromNotification(clients: PageClients, origin: string, path: unknown): Promise<void> {
  const target = new URL(sitePath(path) ?? FALLBACK.url, origin).href;
  const pages = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((page) => new URL(page.url).origin === origin);
  const page = pages.find((candidate) => candidate.url === target) ?? pages[0];
  if (!page) {
    await clients.openWindow(target);
    return;
  }
  await page.focus();
  if (page.url !== target) await page.navigate(target).catch(() => clients.openWindow(target));
}
