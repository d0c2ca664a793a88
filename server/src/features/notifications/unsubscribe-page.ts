import { NOTIFICATION_KIND_LABELS, localeDirection, type NotificationKind, type PageLocale } from 'shared-contracts';
import { escapeHtml } from '../../mail/templates.js';
import { serverText } from '../../i18n/server-text.js';
import { sharedText } from '../../i18n/shared-text.js';

/*
 * The page an e-mail's "stop" link opens (issue 22): a question first (a mail scanner that opens
 * every link must not stop anything), then what was stopped. No sign-in, nothing of the member.
 * In the language of the e-mail it came from (issue 42): the member's.
 */

type UnsubscribeState = 'ask' | 'stopped' | 'invalid';

export function unsubscribePage(options: { siteName: string; state: UnsubscribeState; kinds?: readonly NotificationKind[]; action?: string; locale?: PageLocale }): string {
  const locale = options.locale ?? 'en';
  const t = serverText(locale);
  const site = escapeHtml(options.siteName);
  const siteName = options.siteName;
  const every = (options.kinds ?? []).length > 1;
  const label = NOTIFICATION_KIND_LABELS[options.kinds?.[0] ?? 'birthdayOnTheDay'];
  const kind = sharedText(locale)?.(label) ?? label;
  const say = (text: string) => escapeHtml(text);
  const open = `<p><a href="/">${say(t('mail.openSite', { siteName }))}</a></p>`;
  const body = {
    ask: `<h1>${say(every ? t('unsubscribe.askAll') : t('unsubscribe.askKind', { kind }))}</h1><p>${say(t('unsubscribe.askMore', { siteName }))}</p>
<form method="post" action="${escapeHtml(options.action ?? '')}"><button type="submit">${say(t('stop.these'))}</button></form>`,
    stopped: `<h1>${say(every ? t('unsubscribe.stoppedAll') : t('unsubscribe.stoppedKind', { kind }))}</h1><p>${say(t('unsubscribe.stoppedMore', { siteName }))}</p>${open}`,
    invalid: `<h1>${say(t('unsubscribe.invalid'))}</h1><p>${say(t('unsubscribe.invalidMore', { siteName }))}</p>${open}`,
  }[options.state];
  const dir = localeDirection(locale) === 'rtl' ? ' dir="rtl"' : '';
  return `<!doctype html><html lang="${locale}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${say(t('unsubscribe.title', { siteName }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#212121;line-height:1.5}h1{font-size:1.4rem}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1565c0;color:#fff;cursor:pointer}a{color:#1565c0}</style>
</head><body>${body}</body></html>`;
}
