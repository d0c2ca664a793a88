import type { PageLocale } from 'shared-contracts';
import { momentIn } from '../i18n/dates.js';
import { serverText, type ServerText } from '../i18n/server-text.js';
import type { MailMessage } from './index.js';

/*
 * The e-mails the server sends, each in its recipient's language (issue 42): `locale` is theirs
 * (their choice, else the site's default: features/languages), English when not given. The words
 * are the server's own catalogues' (src/messages); names and addresses go in as they were typed.
 */

/** The language an e-mail is written in (English when not given). */
interface InLanguage {
  locale?: PageLocale;
}

const wordsOf = (options: InLanguage): ServerText => serverText(options.locale ?? 'en');

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The HTML's language, so a mail app reads it out and lays it out as written (Arabic right to
 * left). English says nothing, as its e-mails always did.
 */
function htmlLanguage(t: ServerText): string {
  if (t.locale === 'en') return '';
  return ` lang="${t.locale}"${t.locale === 'ar' ? ' dir="rtl"' : ''}`;
}

/** 'Hello Jo,' or, without a name, 'Hello,'. */
const greetingOf = (t: ServerText, name: string | undefined) => (name ? t('mail.helloName', { name }) : t('mail.hello'));

function layout(t: ServerText, siteName: string, paragraphs: string[], link: { href: string; label: string }, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html${htmlLanguage(t)}><body style="font-family:Roboto,Helvetica,Arial,sans-serif;color:#212121;background:#fafafa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(siteName)}</h1>
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#1976d2;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#757575">${escapeHtml(t('mail.buttonHelp'))}<br>${escapeHtml(link.href)}</p>
${after.map(p).join('\n')}
</div></body></html>`;
}

export function passwordResetMail(options: { to: string; siteName: string; link: string; expiresMinutes: number } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const { siteName, link, expiresMinutes } = options;
  const intro = t('reset.intro', { siteName });
  const expiry = t('reset.expiry', { minutes: expiresMinutes });
  const ignore = t('reset.ignore');
  return {
    to: options.to,
    subject: t('reset.subject', { siteName }),
    text: `${intro}\n\n${t('reset.open')}\n${link}\n\n${expiry}\n\n${ignore}\n`,
    html: layout(t, siteName, [intro, t('reset.action')], { href: link, label: t('reset.button') }, [expiry, ignore]),
  };
}

/** To a member an admin or manager created (or imported): choose a password through the link. */
export function welcomeMail(options: { to: string; siteName: string; link: string; expiresDays: number; name?: string } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const { siteName, link, expiresDays } = options;
  const greeting = greetingOf(t, options.name);
  const intro = t('welcome.intro', { siteName });
  const action = t('welcome.action');
  const expiry = t('welcome.expiry', { days: expiresDays });
  const signIn = t('welcome.signIn', { email: options.to });
  return {
    to: options.to,
    subject: t('welcome.subject', { siteName }),
    text: `${greeting}\n\n${intro}\n\n${action}\n${link}\n\n${expiry}\n\n${signIn}\n`,
    html: layout(t, siteName, [greeting, intro, action], { href: link, label: t('welcome.button') }, [expiry, signIn]),
  };
}

/** The admin's check that e-mail leaves the server (Email System Test). */
export function testMail(options: { to: string; siteName: string; siteUrl: string; sentAt: Date } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const { siteName, siteUrl } = options;
  const intro = t('test.intro', { siteName });
  const when = t('test.sentAt', { time: momentIn(t.locale, options.sentAt, (date) => date.toISOString()) });
  return {
    to: options.to,
    subject: t('test.subject', { siteName }),
    text: `${intro}\n\n${when}\n\n${siteUrl}\n`,
    html: layout(t, siteName, [intro], { href: siteUrl, label: t('mail.openSite', { siteName }) }, [when]),
  };
}

/** A relative invited by e-mail: the sign-up link with their invitation. */
export function invitationMail(options: { to: string; siteName: string; link: string; inviter: string; expiresAt: Date; name?: string } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const { siteName, link, inviter } = options;
  const greeting = greetingOf(t, options.name);
  const intro = t('invitation.intro', { inviter, siteName });
  const action = t('invitation.action');
  const expiry = t('invitation.expiry', { email: options.to, until: momentIn(t.locale, options.expiresAt, (date) => date.toUTCString()) });
  return {
    to: options.to,
    subject: t('invitation.subject', { inviter, siteName }),
    text: `${greeting}\n\n${intro}\n\n${action}\n${link}\n\n${expiry}\n`,
    html: layout(t, siteName, [greeting, intro, action], { href: link, label: t('invitation.button') }, [expiry]),
  };
}

/** To admins and managers: someone signed up in Approval and waits. */
export function approvalRequestMail(options: { to: string; siteName: string; settingsUrl: string; name: string; email: string } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const { siteName, settingsUrl, name } = options;
  const intro = t('approvalRequest.intro', { name, email: options.email, siteName });
  const action = t('approvalRequest.action');
  const unknown = t('approvalRequest.unknown');
  return {
    to: options.to,
    subject: t('approvalRequest.subject', { name, siteName }),
    text: `${intro}\n\n${action}\n${settingsUrl}\n\n${unknown}\n`,
    html: layout(t, siteName, [intro, action], { href: settingsUrl, label: t('approvalRequest.button') }, [unknown]),
  };
}

/** To a member who was let in. */
export function approvedMail(options: { to: string; siteName: string; signInUrl: string; name?: string } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const { siteName, signInUrl } = options;
  const greeting = greetingOf(t, options.name);
  const intro = t('approved.intro', { siteName });
  return {
    to: options.to,
    subject: t('approved.subject', { siteName }),
    text: `${greeting}\n\n${intro}\n${signInUrl}\n`,
    html: layout(t, siteName, [greeting, intro], { href: signInUrl, label: t('approved.button') }, []),
  };
}

/** To someone whose request to join was declined (their account is gone). */
export function declinedMail(options: { to: string; siteName: string; name?: string } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const greeting = greetingOf(t, options.name);
  const intro = t('declined.intro', { siteName: options.siteName });
  const after = t('declined.after');
  const text = `${greeting}\n\n${intro}\n\n${after}\n`;
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  return {
    to: options.to,
    subject: t('declined.subject', { siteName: options.siteName }),
    text,
    html: `<!doctype html><html${htmlLanguage(t)}><body style="font-family:Roboto,Helvetica,Arial,sans-serif;color:#212121">${[greeting, intro, after].map(p).join('')}</body></html>`,
  };
}

/** When a birthday is, from the recipient's day: the occasion's date less theirs. */
export type BirthdayWhen = 'tomorrow' | 'today' | 'yesterday';

const HEADLINES: Record<BirthdayWhen, { named: 'birthday.tomorrow' | 'birthday.today' | 'birthday.yesterday'; aged: 'birthday.tomorrowAge' | 'birthday.todayAge' | 'birthday.yesterdayAge' }> = {
  tomorrow: { named: 'birthday.tomorrow', aged: 'birthday.tomorrowAge' },
  today: { named: 'birthday.today', aged: 'birthday.todayAge' },
  yesterday: { named: 'birthday.yesterday', aged: 'birthday.yesterdayAge' },
};

/**
 * A birthday reminder (issue 22): who, when, and the age only when the birthday shows its year.
 * Nothing else of the person: no position, no hidden field. Its foot stops these e-mails in one
 * click (`stopThese`) or every notification e-mail (`stopAll`), without signing in.
 */
/** What a birthday reminder says first: the e-mail's subject and the notification's title. */
export function birthdayHeadline(name: string, when: BirthdayWhen, age: number | null, locale: PageLocale = 'en'): string {
  const t = serverText(locale);
  return age === null ? t(HEADLINES[when].named, { name }) : t(HEADLINES[when].aged, { name, age });
}

/** The line after it: the e-mail's second paragraph and the notification's text. */
export function birthdayNudge(when: BirthdayWhen, locale: PageLocale = 'en'): string {
  return serverText(locale)(when === 'yesterday' ? 'birthday.nudgeLate' : 'birthday.nudge');
}

export function birthdayReminderMail(
  options: {
    to: string;
    siteName: string;
    calendarUrl: string;
    name: string;
    when: BirthdayWhen;
    /** The age reached, when the year may be told; else null. */
    age: number | null;
    stopThese: string;
    stopAll: string;
  } & InLanguage,
): MailMessage {
  const t = wordsOf(options);
  const { siteName, name, age } = options;
  const headline = birthdayHeadline(name, options.when, age, t.locale);
  const nudge = birthdayNudge(options.when, t.locale);
  const why = t('birthday.why', { siteName });
  const stops = `${t('birthday.stopAt', { link: options.stopThese })}\n${t('stop.allAt', { siteName, link: options.stopAll })}`;
  const footer = (html: string) => `<p style="margin:0 0 8px;font-size:13px;color:#757575">${html}</p>`;
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#1976d2">${escapeHtml(label)}</a>`;
  const sentence = t('mail.sentence', { text: headline });
  const html = layout(t, siteName, [sentence, nudge], { href: options.calendarUrl, label: t('birthday.button') }, [why]).replace(
    '</div></body></html>',
    `${footer(link(options.stopThese, t('birthday.stop')))}\n${footer(link(options.stopAll, t('stop.all')))}\n</div></body></html>`,
  );
  return {
    to: options.to,
    subject: headline,
    text: `${sentence}\n\n${nudge}\n${options.calendarUrl}\n\n${why}\n${stops}\n`,
    html,
    headers: { 'List-Unsubscribe': `<${options.stopThese}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * A notification e-mail with the links that stop it at its foot (issue 22), and the headers with
 * which mail apps offer one-click unsubscribe (RFC 8058). `why` is already in the mail's language.
 */
export function withStopLinks(mail: MailMessage, options: { siteName: string; stopThese: string; stopAll: string; why: string } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const footer = (html: string) => `<p style="margin:0 0 8px;font-size:13px;color:#757575">${html}</p>`;
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#1976d2">${escapeHtml(label)}</a>`;
  const lines = [footer(escapeHtml(options.why)), footer(link(options.stopThese, t('stop.these'))), footer(link(options.stopAll, t('stop.all')))];
  return {
    ...mail,
    text: `${mail.text}\n${options.why}\n${t('stop.theseAt', { link: options.stopThese })}\n${t('stop.allAt', { siteName: options.siteName, link: options.stopAll })}\n`,
    html: mail.html.replace('</div></body></html>', `${lines.join('\n')}\n</div></body></html>`),
    headers: { ...mail.headers, 'List-Unsubscribe': `<${options.stopThese}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** To admins and managers: a relative was let in, or joined where the door is open. */
export function newMemberMail(options: { to: string; siteName: string; directoryUrl: string; name: string } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const { siteName, name } = options;
  const intro = t('newMember.intro', { name, siteName });
  const action = t('newMember.action');
  return {
    to: options.to,
    subject: t('newMember.subject', { name, siteName }),
    text: `${intro}\n\n${action}\n${options.directoryUrl}\n`,
    html: layout(t, siteName, [intro, action], { href: options.directoryUrl, label: t('mail.openDirectory') }, []),
  };
}

/** To a member whose invitation someone used to join. */
export function invitationUsedMail(options: { to: string; siteName: string; directoryUrl: string; name: string; waiting: boolean } & InLanguage): MailMessage {
  const t = wordsOf(options);
  const { siteName, name } = options;
  const intro = t(options.waiting ? 'invitationUsed.introWaiting' : 'invitationUsed.intro', { name, siteName });
  return {
    to: options.to,
    subject: t('invitationUsed.subject', { name }),
    text: `${intro}\n${options.directoryUrl}\n`,
    html: layout(t, siteName, [intro], { href: options.directoryUrl, label: t('mail.openDirectory') }, []),
  };
}
