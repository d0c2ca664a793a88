import { APP_ROUTES, NOTIFICATION_KIND_LABELS, memberName, type Locale, type NotificationKind } from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import { type AccountRecord, accountsByIds, managingAccounts } from '../members/index.js';
import { languagesOf } from '../languages/index.js';
import { approvalRequestMail, invitationUsedMail, newMemberMail, withStopLinks } from '../../mail/templates.js';
import { serverText } from '../../i18n/server-text.js';
import { sharedText } from '../../i18n/shared-text.js';

/*
 * The family's news (issue 22), told at the moment it happens, each once, as each member chose:
 * to admins and managers, a relative waiting for approval and a new member; to the one who
 * invited them, that their invitation was used. Never a position, never a hidden field: a name.
 * Each in the recipient's language (issue 42).
 */

/** Why the e-mail came: the choice by the name the profile's Notifications show it under. */
function why(locale: Locale, siteName: string, kind: NotificationKind): string {
  const label = NOTIFICATION_KIND_LABELS[kind];
  return serverText(locale)('news.why', { what: sharedText(locale)?.(label) ?? label, siteName });
}

/** Someone signed up and waits to be let in: the admins and managers hear of it. */
export async function tellJoinRequest(app: FastifyInstance, waiting: AccountRecord): Promise<void> {
  const { config, notifier } = app;
  const name = memberName(waiting);
  const settingsUrl = `${config.publicUrl}${APP_ROUTES.settings}`;
  const languageOf = languagesOf(app.db);
  for (const approver of await managingAccounts(app.db)) {
    if (approver.awaitingApproval || approver.id === waiting.id) continue;
    const locale = await languageOf(approver.language);
    const t = serverText(locale);
    await notifier.deliver(
      {
        key: { kind: 'joinRequest', recipientId: approver.id, subjectId: waiting.id, occasion: 'request' },
        recipient: approver,
        mail: (links) =>
          withStopLinks(approvalRequestMail({ to: approver.email, siteName: config.siteName, settingsUrl, name, email: waiting.email, locale }), {
            siteName: config.siteName,
            why: why(locale, config.siteName, 'joinRequest'),
            locale,
            ...links,
          }),
        push: { title: t('push.joinRequest.title', { name }), body: t('push.joinRequest.body'), url: APP_ROUTES.settings, tag: `join-${waiting.id}` },
      },
      app.now(),
    );
  }
}

/**
 * A member is in (signed up where no approval is needed, or let in): the admins and managers hear
 * of a new member, and whoever invited them that their invitation was used. An invitation used to
 * sign up for approval is told at once, with that it waits.
 */
export async function tellJoined(app: FastifyInstance, member: AccountRecord): Promise<void> {
  const { config, notifier } = app;
  const name = memberName(member);
  const directoryUrl = `${config.publicUrl}${APP_ROUTES.directory}`;
  const inviterId = member.invitedBy ?? null;
  const languageOf = languagesOf(app.db);
  if (!member.awaitingApproval) {
    for (const manager of await managingAccounts(app.db)) {
      // The one who invited them hears it as their invitation's news instead.
      if (manager.awaitingApproval || manager.id === member.id || manager.id === inviterId) continue;
      const locale = await languageOf(manager.language);
      const t = serverText(locale);
      await notifier.deliver(
        {
          key: { kind: 'newMember', recipientId: manager.id, subjectId: member.id, occasion: 'joined' },
          recipient: manager,
          mail: (links) =>
            withStopLinks(newMemberMail({ to: manager.email, siteName: config.siteName, directoryUrl, name, locale }), {
              siteName: config.siteName,
              why: why(locale, config.siteName, 'newMember'),
              locale,
              ...links,
            }),
          push: { title: t('newMember.subject', { name, siteName: config.siteName }), body: t('newMember.action'), url: APP_ROUTES.directory, tag: `joined-${member.id}` },
        },
        app.now(),
      );
    }
  }
  if (inviterId === null || inviterId === member.id) return;
  const [inviter] = await accountsByIds(app.db, [inviterId]);
  if (!inviter || inviter.awaitingApproval) return;
  const locale = await languageOf(inviter.language);
  const t = serverText(locale);
  await notifier.deliver(
    {
      key: { kind: 'invitationUsed', recipientId: inviter.id, subjectId: member.id, occasion: member.awaitingApproval ? 'signed up' : 'joined' },
      recipient: inviter,
      mail: (links) =>
        withStopLinks(invitationUsedMail({ to: inviter.email, siteName: config.siteName, directoryUrl, name, waiting: member.awaitingApproval, locale }), {
          siteName: config.siteName,
          why: why(locale, config.siteName, 'invitationUsed'),
          locale,
          ...links,
        }),
      push: {
        title: t('invitationUsed.subject', { name }),
        body: t(member.awaitingApproval ? 'push.invitationUsed.bodyWaiting' : 'push.invitationUsed.body'),
        url: APP_ROUTES.directory,
        tag: `invitation-${member.id}`,
      },
    },
    app.now(),
  );
}
