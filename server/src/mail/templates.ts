import type { MailMessage } from './index.js';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(siteName: string, paragraphs: string[], link: { href: string; label: string }, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html><body style="font-family:Roboto,Helvetica,Arial,sans-serif;color:#212121;background:#fafafa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(siteName)}</h1>
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#1976d2;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#757575">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
${after.map(p).join('\n')}
</div></body></html>`;
}

export function passwordResetMail(options: { to: string; siteName: string; link: string; expiresMinutes: number }): MailMessage {
  const { siteName, link, expiresMinutes } = options;
  const intro = `Someone (hopefully you) asked to reset the password of your ${siteName} account.`;
  const expiry = `The link works once and expires in ${expiresMinutes} minutes.`;
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays the same.';
  return {
    to: options.to,
    subject: `Reset your ${siteName} password`,
    text: `${intro}\n\nOpen this link to choose a new password:\n${link}\n\n${expiry}\n\n${ignore}\n`,
    html: layout(siteName, [intro, 'Choose a new password with the button below.'], { href: link, label: 'Reset password' }, [expiry, ignore]),
  };
}

/** To a member an admin or manager created (or imported): choose a password through the link. */
export function welcomeMail(options: { to: string; siteName: string; link: string; expiresDays: number; name?: string }): MailMessage {
  const { siteName, link, expiresDays } = options;
  const greeting = options.name ? `Hello ${options.name},` : 'Hello,';
  const intro = `an account has been created for you on ${siteName}, your family's private network.`;
  const action = 'Choose your password with the link below; you are signed in as soon as it is set.';
  const expiry = `The link works once and expires in ${expiresDays} days. After that, use "Forgot password" on the sign-in page to get a new one.`;
  const signIn = `Your sign-in address is ${options.to}.`;
  return {
    to: options.to,
    subject: `Welcome to ${siteName}`,
    text: `${greeting}\n\n${intro}\n\n${action}\n${link}\n\n${expiry}\n\n${signIn}\n`,
    html: layout(siteName, [greeting, intro, action], { href: link, label: 'Choose your password' }, [expiry, signIn]),
  };
}

/** The admin's check that e-mail leaves the server (Email System Test). */
export function testMail(options: { to: string; siteName: string; siteUrl: string; sentAt: Date }): MailMessage {
  const { siteName, siteUrl } = options;
  const intro = `This is a test email from ${siteName}. If you can read it, the server can send e-mail.`;
  const when = `Sent at ${options.sentAt.toISOString()}.`;
  return {
    to: options.to,
    subject: `${siteName} test email`,
    text: `${intro}\n\n${when}\n\n${siteUrl}\n`,
    html: layout(siteName, [intro], { href: siteUrl, label: `Open ${siteName}` }, [when]),
  };
}

/** A relative invited by e-mail: the sign-up link with their invitation. */
export function invitationMail(options: { to: string; siteName: string; link: string; inviter: string; expiresAt: Date; name?: string }): MailMessage {
  const { siteName, link, inviter } = options;
  const greeting = options.name ? `Hello ${options.name},` : 'Hello,';
  const intro = `${inviter} invites you to join ${siteName}, your family's private network.`;
  const action = 'Create your account with the link below; your name is already filled in.';
  const expiry = `The link works once, for ${options.to}, until ${options.expiresAt.toUTCString()}.`;
  return {
    to: options.to,
    subject: `${inviter} invites you to ${siteName}`,
    text: `${greeting}\n\n${intro}\n\n${action}\n${link}\n\n${expiry}\n`,
    html: layout(siteName, [greeting, intro, action], { href: link, label: 'Join the family' }, [expiry]),
  };
}

/** To admins and managers: someone signed up in Approval and waits. */
export function approvalRequestMail(options: { to: string; siteName: string; settingsUrl: string; name: string; email: string }): MailMessage {
  const { siteName, settingsUrl } = options;
  const intro = `${options.name} (${options.email}) signed up on ${siteName} and waits to be let in.`;
  const action = 'Approve or decline in Settings, under Waiting for approval.';
  const unknown = 'If you do not know them, decline: their account is deleted.';
  return {
    to: options.to,
    subject: `${options.name} asks to join ${siteName}`,
    text: `${intro}\n\n${action}\n${settingsUrl}\n\n${unknown}\n`,
    html: layout(siteName, [intro, action], { href: settingsUrl, label: 'Open Settings' }, [unknown]),
  };
}

/** To a member who was let in. */
export function approvedMail(options: { to: string; siteName: string; signInUrl: string; name?: string }): MailMessage {
  const { siteName, signInUrl } = options;
  const greeting = options.name ? `Hello ${options.name},` : 'Hello,';
  const intro = `you have been let in to ${siteName}: sign in with your email address and password.`;
  return {
    to: options.to,
    subject: `Welcome to ${siteName}`,
    text: `${greeting}\n\n${intro}\n${signInUrl}\n`,
    html: layout(siteName, [greeting, intro], { href: signInUrl, label: 'Sign in' }, []),
  };
}

/** To someone whose request to join was declined (their account is gone). */
export function declinedMail(options: { to: string; siteName: string; name?: string }): MailMessage {
  const greeting = options.name ? `Hello ${options.name},` : 'Hello,';
  const intro = `your request to join ${options.siteName} was not accepted, and the account you created has been deleted.`;
  const after = 'If you are part of this family, ask a relative for an invitation.';
  const text = `${greeting}\n\n${intro}\n\n${after}\n`;
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  return {
    to: options.to,
    subject: `Your request to join ${options.siteName}`,
    text,
    html: `<!doctype html><html><body style="font-family:Roboto,Helvetica,Arial,sans-serif;color:#212121">${[greeting, intro, after].map(p).join('')}</body></html>`,
  };
}

/** When a birthday is, from the recipient's day: the occasion's date less theirs. */
export type BirthdayWhen = 'tomorrow' | 'today' | 'yesterday';

/**
 * A birthday reminder (issue 22): who, when, and the age only when the birthday shows its year.
 * Nothing else of the person: no position, no hidden field. Its foot stops these e-mails in one
 * click (`stopThese`) or every notification e-mail (`stopAll`), without signing in.
 */
/** What a birthday reminder says first: the e-mail's subject and the notification's title. */
export function birthdayHeadline(name: string, when: BirthdayWhen, age: number | null): string {
  return {
    tomorrow: age === null ? `Tomorrow is ${name}’s birthday` : `${name} turns ${age} tomorrow`,
    today: age === null ? `Today is ${name}’s birthday` : `${name} turns ${age} today`,
    yesterday: age === null ? `Yesterday was ${name}’s birthday` : `${name} turned ${age} yesterday`,
  }[when];
}

/** The line after it: the e-mail's second paragraph and the notification's text. */
export function birthdayNudge(when: BirthdayWhen): string {
  return when === 'yesterday' ? 'It is not too late to send a few words.' : 'A few words from you will make the day.';
}

export function birthdayReminderMail(options: {
  to: string;
  siteName: string;
  calendarUrl: string;
  name: string;
  when: BirthdayWhen;
  /** The age reached, when the year may be told; else null. */
  age: number | null;
  stopThese: string;
  stopAll: string;
}): MailMessage {
  const { siteName, name, age } = options;
  const headline = birthdayHeadline(name, options.when, age);
  const nudge = birthdayNudge(options.when);
  const why = `You get this e-mail because birthday reminders are on in your ${siteName} profile.`;
  const stops = `Stop these reminders: ${options.stopThese}\nStop every e-mail from ${siteName}'s notifications: ${options.stopAll}`;
  const footer = (html: string) => `<p style="margin:0 0 8px;font-size:13px;color:#757575">${html}</p>`;
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#1976d2">${escapeHtml(label)}</a>`;
  const html = layout(siteName, [`${headline}.`, nudge], { href: options.calendarUrl, label: 'Open the calendar' }, [why]).replace(
    '</div></body></html>',
    `${footer(link(options.stopThese, 'Stop these reminders'))}\n${footer(link(options.stopAll, 'Stop every notification e-mail'))}\n</div></body></html>`,
  );
  return {
    to: options.to,
    subject: headline,
    text: `${headline}.\n\n${nudge}\n${options.calendarUrl}\n\n${why}\n${stops}\n`,
    html,
    headers: { 'List-Unsubscribe': `<${options.stopThese}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * A notification e-mail with the links that stop it at its foot (issue 22), and the headers with
 * which mail apps offer one-click unsubscribe (RFC 8058).
 */
export function withStopLinks(mail: MailMessage, options: { siteName: string; stopThese: string; stopAll: string; why: string }): MailMessage {
  const footer = (html: string) => `<p style="margin:0 0 8px;font-size:13px;color:#757575">${html}</p>`;
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#1976d2">${escapeHtml(label)}</a>`;
  const lines = [footer(escapeHtml(options.why)), footer(link(options.stopThese, 'Stop these e-mails')), footer(link(options.stopAll, 'Stop every notification e-mail'))];
  return {
    ...mail,
    text: `${mail.text}\n${options.why}\nStop these e-mails: ${options.stopThese}\nStop every e-mail from ${options.siteName}'s notifications: ${options.stopAll}\n`,
    html: mail.html.replace('</div></body></html>', `${lines.join('\n')}\n</div></body></html>`),
    headers: { ...mail.headers, 'List-Unsubscribe': `<${options.stopThese}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** To admins and managers: a relative was let in, or joined where the door is open. */
export function newMemberMail(options: { to: string; siteName: string; directoryUrl: string; name: string }): MailMessage {
  const intro = `${options.name} joined ${options.siteName}.`;
  const action = 'Say hello: their card is in the Family Directory.';
  return {
    to: options.to,
    subject: `${options.name} joined ${options.siteName}`,
    text: `${intro}\n\n${action}\n${options.directoryUrl}\n`,
    html: layout(options.siteName, [intro, action], { href: options.directoryUrl, label: 'Open the directory' }, []),
  };
}

/** To a member whose invitation someone used to join. */
export function invitationUsedMail(options: { to: string; siteName: string; directoryUrl: string; name: string; waiting: boolean }): MailMessage {
  const intro = options.waiting
    ? `${options.name} used your invitation to sign up on ${options.siteName}, and waits to be let in by an admin or manager.`
    : `${options.name} used your invitation and joined ${options.siteName}.`;
  return {
    to: options.to,
    subject: `${options.name} used your invitation`,
    text: `${intro}\n${options.directoryUrl}\n`,
    html: layout(options.siteName, [intro], { href: options.directoryUrl, label: 'Open the directory' }, []),
  };
}
