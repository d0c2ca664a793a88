import { APP_ROUTES, memberName } from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import { type AccountRecord, accountsByIds, managingAccounts } from '../members/index.js';
import { approvalRequestMail, invitationUsedMail, newMemberMail, withStopLinks } from '../../mail/templates.js';

/*
 * The family's news (issue 22), told at the moment it happens, each once, as each member chose:
 * to admins and managers, a relative waiting for approval and a new member; to the one who
 * invited them, that their invitation was used. Never a position, never a hidden field: a name.
 */

const why = (siteName: string, what: string) => `You get this e-mail because “${what}” is on in your ${siteName} profile, under Notifications.`;

/** Someone signed up and waits to be let in: the admins and managers hear of it. */
export async function tellJoinRequest(app: FastifyInstance, waiting: AccountRecord): Promise<void> {
  const { config, notifier } = app;
  const name = memberName(waiting);
  const settingsUrl = `${config.publicUrl}${APP_ROUTES.settings}`;
  for (const approver of await managingAccounts(app.db)) {
    if (approver.awaitingApproval || approver.id === waiting.id) continue;
    await notifier.deliver(
      {
        key: { kind: 'joinRequest', recipientId: approver.id, subjectId: waiting.id, occasion: 'request' },
        recipient: approver,
        mail: (links) =>
          withStopLinks(approvalRequestMail({ to: approver.email, siteName: config.siteName, settingsUrl, name, email: waiting.email }), {
            siteName: config.siteName,
            why: why(config.siteName, 'A relative asks to join'),
            ...links,
          }),
        push: { title: `${name} asks to join`, body: 'Approve or decline in Settings.', url: APP_ROUTES.settings, tag: `join-${waiting.id}` },
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
  if (!member.awaitingApproval) {
    for (const manager of await managingAccounts(app.db)) {
      // The one who invited them hears it as their invitation's news instead.
      if (manager.awaitingApproval || manager.id === member.id || manager.id === inviterId) continue;
      await notifier.deliver(
        {
          key: { kind: 'newMember', recipientId: manager.id, subjectId: member.id, occasion: 'joined' },
          recipient: manager,
          mail: (links) =>
            withStopLinks(newMemberMail({ to: manager.email, siteName: config.siteName, directoryUrl, name }), { siteName: config.siteName, why: why(config.siteName, 'A new member joined'), ...links }),
          push: { title: `${name} joined ${config.siteName}`, body: 'Say hello: their card is in the Family Directory.', url: APP_ROUTES.directory, tag: `joined-${member.id}` },
        },
        app.now(),
      );
    }
  }
  if (inviterId === null || inviterId === member.id) return;
  const [inviter] = await accountsByIds(app.db, [inviterId]);
  if (!inviter || inviter.awaitingApproval) return;
  await notifier.deliver(
    {
      key: { kind: 'invitationUsed', recipientId: inviter.id, subjectId: member.id, occasion: member.awaitingApproval ? 'signed up' : 'joined' },
      recipient: inviter,
      mail: (links) =>
        withStopLinks(invitationUsedMail({ to: inviter.email, siteName: config.siteName, directoryUrl, name, waiting: member.awaitingApproval }), {
          siteName: config.siteName,
          why: why(config.siteName, 'My invitation was used'),
          ...links,
        }),
      push: {
        title: `${name} used your invitation`,
        body: member.awaitingApproval ? 'They wait to be let in by an admin or manager.' : 'They are in the Family Directory now.',
        url: APP_ROUTES.directory,
        tag: `invitation-${member.id}`,
      },
    },
    app.now(),
  );
}
