import { NOTIFICATION_KIND_LABELS, type NotificationKind } from 'shared-contracts';
import { escapeHtml } from '../../mail/templates.js';

/*
 * The page an e-mail's "stop" link opens (issue 22): a question first (a mail scanner that opens
 * every link must not stop anything), then what was stopped. No sign-in, nothing of the member.
 */

type UnsubscribeState = 'ask' | 'stopped' | 'invalid';

export function unsubscribePage(options: { siteName: string; state: UnsubscribeState; kinds?: readonly NotificationKind[]; action?: string }): string {
  const site = escapeHtml(options.siteName);
  const what = (options.kinds ?? []).length > 1 ? 'every notification e-mail' : `e-mails for “${escapeHtml(NOTIFICATION_KIND_LABELS[options.kinds?.[0] ?? 'birthdayOnTheDay'])}”`;
  const body = {
    ask: `<h1>Stop ${what}?</h1><p>Notifications on your devices and your other choices stay as they are. You can change everything in your profile on ${site}.</p>
<form method="post" action="${escapeHtml(options.action ?? '')}"><button type="submit">Stop these e-mails</button></form>`,
    stopped: `<h1>Done: no more ${what}.</h1><p>You can turn them on again in your profile on ${site}, under Notifications.</p><p><a href="/">Open ${site}</a></p>`,
    invalid: `<h1>This link does not work.</h1><p>It may have been cut short by your e-mail program. You can stop e-mails in your profile on ${site}, under Notifications.</p><p><a href="/">Open ${site}</a></p>`,
  }[options.state];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${site}: e-mail notifications</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#212121;line-height:1.5}h1{font-size:1.4rem}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1565c0;color:#fff;cursor:pointer}a{color:#1565c0}</style>
</head><body>${body}</body></html>`;
}
