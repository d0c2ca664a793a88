import type { FastifyInstance } from 'fastify';
import {
  APP_ROUTES,
  JOIN_MESSAGES,
  JOIN_MODE_LABELS,
  isAdmin,
  memberName,
  normalizeEmail,
  registrationLink,
  validateEmail,
  type Role,
} from 'shared-contracts';
import { endpoint, refuse } from '../../http/endpoint.js';
import { formTextValidator } from '../../http/validation.js';
import { startSession } from '../accounts/index.js';
import { tellJoinRequest, tellJoined } from '../notifications/index.js';
import { approvedMail, declinedMail, invitationMail } from '../../mail/templates.js';
import { toUserJson, admitWaiting, deleteMember, emailHasAccount, hasAnyAccount, waitingAccounts, type AccountRecord } from '../members/index.js';
import {
  emailInvitation,
  invitationJson,
  invitationOfSecret,
  linkInvitationOf,
  mayInviteByEmail,
  placeInvitation,
  openInvitationsFor,
  problemOf,
  revokeFor,
} from './invitations.js';
import { ADMIN_LOG_MESSAGES, recordAct } from '../admin-log/index.js';
import { languageOf, siteLanguage } from '../languages/index.js';
import { relativeToInvite } from '../family/index.js';
import { joinSettings, saveJoinSettings } from './joining.js';
import { SIGN_UP_MESSAGES, signUp } from './sign-up.js';
import { siteKey } from '../../lib/site-key.js';
import { describeMailError } from '../user-admin/index.js';
import { ID_MESSAGES, parseMemberId } from '../../http/ids.js';

const MINUTE = 60_000;

/**
 * Every answer about an invitation (valid, unknown, expired) leaves after the same time from the
 * request's start, so how long it took tells a guesser nothing about which secrets exist.
 */
const INVITATION_ANSWER_MS = 150;
async function answerInvitationAfter(started: number): Promise<void> {
  const wait = started + INVITATION_ANSWER_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

const ROLE_RANK: Record<Role, number> = { member: 0, manager: 1, admin: 2 };

const JOIN_ROUTE_MESSAGES = {
  invitationRevoked: 'The invitation was revoked.',
  invitationNotFound: 'Invitation not found.',
  invitationSent: (email: string) => `An invitation has been sent to ${email}.`,
  alreadyMember: 'This address already has an account.',
  nameRequired: 'First name is required',
  approved: (name: string) => `${name} can now sign in.`,
  declined: (name: string) => `${name}'s request was declined and the account deleted.`,
  notWaiting: 'This account is not waiting for approval.',
  joinSaved: 'Saved. The change applies at once.',
  mailFailed: 'The invitation could not be sent: the server could not send e-mail. Try again later, or share your QR code instead.',
} as const;

/**
 * Who gets in (beyond the spec): the join settings (admins), invitations (every member makes and
 * revokes their own; admins see and revoke all; admins and managers e-mail one), and the accounts
 * waiting for approval (admins and managers approve or decline).
 */
export async function joiningRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const days = async () => (await joinSettings(db, config.joinMode)).invitationDays;

  // A fresh install says how to make its first account, at every start while it has none.
  app.addHook('onReady', async () => {
    if (await hasAnyAccount(db)) return;
    const link = app.setupSecret.issue();
    app.log.warn(
      { setupLink: link, file: app.setupSecret.file },
      'No account yet. Create the first (admin) account by opening the one-time set-up link (also in the file named here).',
    );
  });

  endpoint(
    app,
    'signUp',
    {
      // Twenty relatives scanning the invitation's QR code on one home network (one address) in
      // ten minutes all get in; a scripted flood does not.
      onRequest: [app.limit({ name: 'signup', max: 25, windowMs: 10 * MINUTE })],
      bodyLimit: 16 * 1024,
      // The sign-up form sends text; a number typed into one is read as text (see formTextValidator).
      validatorCompiler: formTextValidator,
    },
    async (request, reply) => {
      const started = Date.now();
      const outcome = await signUp({ db, dataDir: config.dataDir, joinMode: config.joinMode, setupSecret: app.setupSecret, now: app.now(), log: request.log }, request.body);
      if (!outcome.ok) {
        if (outcome.aboutInvitation) await answerInvitationAfter(started);
        return refuse(reply, outcome.status, outcome.message);
      }
      const { user } = outcome;
      await startSession(app, request, reply, user.id);
      request.log.info({ userId: user.id, invitedBy: user.invitedBy ?? undefined, awaitingApproval: user.awaitingApproval || undefined }, 'account created');
      if (user.awaitingApproval) app.runInBackground('approval request notice', () => tellJoinRequest(app, user));
      if (!outcome.first) app.runInBackground('new member notice', () => tellJoined(app, user));
      return { success: true, message: SIGN_UP_MESSAGES.signedUp, data: { user: toUserJson(user, user) } };
    },
  );

  endpoint(app, 'joinInfo', {}, async () => {
    const [{ mode }, any] = await Promise.all([joinSettings(db, config.joinMode), hasAnyAccount(db)]);
    return { success: true, data: { mode, setupNeeded: !any } };
  });

  // Guessing secrets: 30 checks per address per 10 minutes, each answered after the same time.
  endpoint(
    app,
    'checkInvitation',
    { onRequest: [app.limit({ name: 'invitation-check', max: 30, windowMs: 10 * MINUTE })], bodyLimit: 4 * 1024 },
    async (request, reply) => {
      const started = Date.now();
      const invitation = await invitationOfSecret(db, request.body.invitation ?? '');
      const problem = problemOf(invitation, app.now());
      await answerInvitationAfter(started);
      if (problem || !invitation) return refuse(reply, problem === 'unknown' ? 404 : 410, JOIN_MESSAGES.invitation[problem ?? 'unknown']);
      return {
        success: true,
        data: {
          invitedBy: invitation.createdByName,
          ...(invitation.email ? { email: invitation.email } : {}),
          ...(invitation.firstName ? { firstName: invitation.firstName } : {}),
          ...(invitation.lastName ? { lastName: invitation.lastName } : {}),
        },
      };
    },
  );

  const perUser = (name: string, max: number, windowMs: number) =>
    app.limit({ name, max, windowMs, key: (request) => String(request.user?.id ?? request.ip) });

  endpoint(app, 'invitationLink', { onRequest: [app.requireUser, perUser('invitation-link', 60, 10 * MINUTE)] }, async (request) => {
    const { invitation, token } = await linkInvitationOf(db, siteKey(config.dataDir), request.user!, app.now(), await days());
    return { success: true, data: { invitation: invitationJson(invitation), token } };
  });

  // From a relative's place in the family tree: single use, their name filled in; who signs up
  // with it takes that place (sign-up.ts). Made by who may change that relative.
  endpoint(app, 'relativeInvitation', { onRequest: [app.requireUser, perUser('relative-invitation', 30, 10 * MINUTE)] }, async (request, reply) => {
    const validDays = await days();
    // With the relative's row held: removed meanwhile, they are not found (404, not the foreign
    // key's refusal); removed after, the invitation goes with the place.
    const found = await relativeToInvite(db, request.user!, request.params.person, (trx, relative) =>
      placeInvitation(trx, request.user!, { personId: relative.id, firstName: relative.firstName, lastName: relative.lastName }, app.now(), validDays),
    );
    if ('status' in found) return refuse(reply, found.status, found.message);
    const { invitation, token } = found.made;
    request.log.info({ invitationId: invitation.id, personId: invitation.personId }, 'invitation made from a place in the family tree');
    return { success: true, data: { invitation: invitationJson(invitation), token } };
  });

  endpoint(app, 'invitations', { onRequest: [app.requireUser] }, async (request) => {
    const invitations = await openInvitationsFor(db, request.user!, app.now());
    return { success: true, data: { invitations: invitations.map(invitationJson) } };
  });

  endpoint(app, 'revokeInvitation', { onRequest: [app.requireUser] }, async (request, reply) => {
    const id = parseMemberId(request.params.id);
    if (id === 'invalid') return refuse(reply, 400, JOIN_ROUTE_MESSAGES.invitationNotFound);
    const outcome = id === 'unknown' ? 'missing' : await revokeFor(db, request.user!, id, app.now());
    if (outcome === 'missing') return refuse(reply, 404, JOIN_ROUTE_MESSAGES.invitationNotFound);
    if (outcome === 'forbidden') return refuse(reply, 403, 'Only the member who made an invitation, or an admin, can revoke it.');
    request.log.info({ invitationId: id }, 'invitation revoked');
    return { success: true, message: JOIN_ROUTE_MESSAGES.invitationRevoked };
  });

  endpoint(
    app,
    'emailInvitation',
    { onRequest: [app.requireRole('manager'), perUser('invitation-email', 30, 10 * MINUTE)], bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const inviter = request.user!;
      const email = (request.body.email ?? '').trim();
      const firstName = (request.body.firstName ?? '').trim();
      const lastName = (request.body.lastName ?? '').trim();
      const role: Role = request.body.role ?? 'member';
      const invalidEmail = validateEmail(email);
      if (invalidEmail) return refuse(reply, 400, invalidEmail, { email: invalidEmail });
      if (!firstName) return refuse(reply, 400, JOIN_ROUTE_MESSAGES.nameRequired, { firstName: JOIN_ROUTE_MESSAGES.nameRequired });
      if (firstName.length > 100 || lastName.length > 100) return refuse(reply, 400, 'Names must be at most 100 characters');
      const inviterRole: Role = isAdmin(inviter) ? 'admin' : 'manager';
      if (ROLE_RANK[role] > ROLE_RANK[inviterRole]) return refuse(reply, 403, JOIN_MESSAGES.roleAboveInviter);
      if (role !== 'member') return refuse(reply, 400, JOIN_MESSAGES.roleByOrder);
      if (await emailHasAccount(db, email)) return refuse(reply, 409, JOIN_ROUTE_MESSAGES.alreadyMember);

      const { invitation, token } = await emailInvitation(db, inviter, { email, firstName, lastName }, app.now(), await days());
      const link = registrationLink(config.publicUrl, token);
      try {
        // The relative has no account, so no language of their own yet: the site's default.
        const locale = await siteLanguage(db);
        await app.mailer.send(
          invitationMail({ to: normalizeEmail(email), siteName: config.siteName, link, inviter: memberName(inviter), expiresAt: invitation.expiresAt, name: firstName, locale }),
        );
      } catch (error) {
        request.log.error({ mailError: describeMailError(error, config.smtpUrl), invitationId: invitation.id }, 'the invitation could not be e-mailed');
        await revokeFor(db, inviter, invitation.id, app.now());
        return refuse(reply, 502, JOIN_ROUTE_MESSAGES.mailFailed);
      }
      request.log.info({ invitationId: invitation.id }, 'invitation e-mailed');
      reply.code(201);
      return { success: true, message: JOIN_ROUTE_MESSAGES.invitationSent(invitation.email!), data: { invitation: invitationJson(invitation) } };
    },
  );

  endpoint(app, 'joinSettings', { onRequest: [app.requireRole('admin')] }, async () => {
    return { success: true, data: await joinSettings(db, config.joinMode) };
  });

  endpoint(app, 'saveJoinSettings', { onRequest: [app.requireRole('admin')], bodyLimit: 4 * 1024 }, async (request, reply) => {
    const { mode, invitationDays } = request.body;
    if (mode === undefined || invitationDays === undefined) return refuse(reply, 400, 'mode and invitationDays are required');
    await saveJoinSettings(db, { mode, invitationDays }, app.now());
    request.log.info({ mode, invitationDays }, 'join settings changed');
    await recordAct(db, { act: 'joiningChanged', actor: request.user!, details: ADMIN_LOG_MESSAGES.joiningChanged(JOIN_MODE_LABELS[mode], invitationDays) }, app.now(), request.log);
    return { success: true, message: JOIN_ROUTE_MESSAGES.joinSaved, data: { mode, invitationDays } };
  });

  endpoint(app, 'waitingAccounts', { onRequest: [app.requireRole('manager')] }, async () => {
    const accounts = await waitingAccounts(db);
    return {
      success: true,
      data: { accounts: accounts.map((account) => ({ id: account.id, email: account.email, name: memberName(account), createdAt: account.createdAt.toISOString() })) },
    };
  });

  endpoint(app, 'approveAccount', { onRequest: [app.requireRole('manager')] }, async (request, reply) => {
    const id = parseMemberId(request.params.id);
    if (id === 'invalid') return refuse(reply, 400, ID_MESSAGES.invalidId);
    const account = id === 'unknown' ? undefined : await admitWaiting(db, id, app.now());
    if (!account) return refuse(reply, 404, JOIN_ROUTE_MESSAGES.notWaiting);
    request.log.info({ userId: id }, 'account approved');
    await recordAct(db, { act: 'memberApproved', actor: request.user!, subject: account }, app.now(), request.log);
    app.runInBackground('new member notice', () => tellJoined(app, account));
    app.runInBackground('approval mail', async () => {
      const locale = await languageOf(db, account.language);
      await app.mailer.send(approvedMail({ to: account.email, siteName: config.siteName, signInUrl: `${config.publicUrl}${APP_ROUTES.auth}`, name: account.firstName ?? undefined, locale }));
    });
    return { success: true, message: JOIN_ROUTE_MESSAGES.approved(memberName(account)) };
  });

  endpoint(app, 'declineAccount', { onRequest: [app.requireRole('manager')] }, async (request, reply) => {
    const id = parseMemberId(request.params.id);
    if (id === 'invalid') return refuse(reply, 400, ID_MESSAGES.invalidId);
    const waiting = id === 'unknown' ? undefined : (await waitingAccounts(db)).find((account) => account.id === id);
    if (!waiting || id === 'unknown') return refuse(reply, 404, JOIN_ROUTE_MESSAGES.notWaiting);
    // Recorded first: the entry points at the account until the deletion sets its id to null.
    await recordAct(db, { act: 'memberDeclined', actor: request.user!, subject: waiting }, app.now(), request.log);
    await deleteMember(db, config.dataDir, id, request.log);
    request.log.info({ userId: id }, 'account declined and deleted');
    app.runInBackground('decline mail', async () => {
      const locale = await languageOf(db, waiting.language);
      await app.mailer.send(declinedMail({ to: waiting.email, siteName: config.siteName, name: waiting.firstName ?? undefined, locale }));
    });
    return { success: true, message: JOIN_ROUTE_MESSAGES.declined(memberName(waiting)) };
  });
}
