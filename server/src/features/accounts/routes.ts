import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  PASSKEY_MESSAGES,
  resetPasswordLink,
  normalizeEmail,
  validateEmail,
  validatePassword,
  validateResetPassword,
  type ForgotPasswordPayload,
  type SignInPayload,
} from 'shared-contracts';
import { endpoint, refuse } from '../../http/endpoint.js';
import { firstError, formTextValidator } from '../../http/validation.js';
import { passwordResetMail } from '../../mail/templates.js';
import { clearSessionCookie, sessionToken } from './session-plugin.js';
import { RESET_TOKEN_TTL_MINUTES, consumePasswordToken, findUsablePasswordToken, issuePasswordToken } from './password-tokens.js';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.js';
import { deleteSessionByToken } from './sessions.js';
import { startSession } from './start-session.js';
import { credentialsOf, recordSignIn, toUserJson } from '../members/index.js';
import { languageOf } from '../languages/index.js';

/** Server-only messages of the auth routes (the validation messages come from shared-contracts). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  signedIn: 'Signed in.',
  signedOut: 'You have been signed out.',
  forgotSent: 'If an account exists for that address, a password reset link has been sent.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. You can now sign in.',
  welcomeDone: 'Your password has been set. Welcome!',
} as const;

const MINUTE = 60_000;

const badRequest = (reply: FastifyReply, message: string) => refuse(reply, 400, message);

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  // The sign-in forms send text; a number typed into one is read as text (see formTextValidator).
  app.setValidatorCompiler(formTextValidator);

  // Guessing one member's password is bounded per guesser: 5 wrong passwords for one account
  // from one address per 15 minutes (on top of the per-address limit). Only failures count, and
  // only the guesser's own: a stranger guessing elsewhere never locks the owner out.
  const signInFailures = app.failureLimit({
    name: 'signin-failures',
    max: 5,
    windowMs: 15 * MINUTE,
    key: (request) => `${normalizeEmail((request.body as SignInPayload).email)}|${request.ip}`,
  });

  endpoint(
    app,
    'signIn',
    { onRequest: [app.limit({ name: 'signin', max: 10, windowMs: MINUTE })], bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const { email = '', password = '' } = request.body;
      const invalid = firstError(validateEmail(email), validatePassword(password));
      if (invalid) return badRequest(reply, invalid);
      await signInFailures.check(request, reply);

      const found = await credentialsOf(db, email);
      const ok = await verifyPassword(found?.passwordHash, password);
      if (!found || !found.passwordHash || !ok) {
        await signInFailures.record(request);
        return refuse(reply, 401, AUTH_MESSAGES.invalidCredentials);
      }
      // Only someone who knows the password learns that it is turned off.
      if (!found.passwordSignIn) return refuse(reply, 403, PASSKEY_MESSAGES.passwordSignInOff);
      const user = found.account;
      const rehashed = passwordNeedsRehash(found.passwordHash) ? await hashPassword(password) : undefined;
      const updated = (await recordSignIn(db, user.id, app.now(), rehashed)) ?? user;
      await startSession(app, request, reply, user.id);
      request.log.info({ userId: user.id }, 'signed in');
      return { success: true, message: AUTH_MESSAGES.signedIn, data: { user: toUserJson(updated, updated) } };
    },
  );

  endpoint(app, 'currentUser', { preHandler: [app.requireAccount] }, async (request) => {
    const user = request.user!;
    return { success: true, data: { user: toUserJson(user, user) } };
  });

  // Logging out changes state: the endpoint map marks it, so a plain link or image from another
  // site cannot do it.
  endpoint(app, 'logout', {}, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSessionByToken(db, token);
    clearSessionCookie(reply, config);
    // The browser's HTTP cache goes too, so the next person on a shared device finds nothing of
    // this member's there (the page deletes its own stored answers and pictures itself).
    reply.header('Clear-Site-Data', '"cache"');
    return { success: true, message: AUTH_MESSAGES.signedOut };
  });

  const forgotPerAddress = app.limit({
    name: 'forgot-password-address',
    max: 3,
    windowMs: 60 * MINUTE,
    key: (request) => normalizeEmail((request.body as ForgotPasswordPayload).email),
  });

  endpoint(
    app,
    'forgotPassword',
    { onRequest: [app.limit({ name: 'forgot-password', max: 5, windowMs: 15 * MINUTE })], bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const { email = '' } = request.body;
      const invalid = validateEmail(email);
      if (invalid) return badRequest(reply, invalid);
      // Counted only for valid addresses, so mistyping one never locks anyone out of the form.
      await forgotPerAddress(request, reply);
      const address = normalizeEmail(email);
      // Everything that depends on whether the account exists happens after the answer has gone,
      // so neither the answer nor its timing tells an outsider anything.
      app.runInBackground('password reset e-mail', async () => {
        const user = (await credentialsOf(db, address))?.account;
        if (!user) {
          request.log.info('password reset asked for an unknown address');
          return;
        }
        const { token } = await issuePasswordToken(db, user.id, 'reset', RESET_TOKEN_TTL_MINUTES, app.now());
        const link = resetPasswordLink(config.publicUrl, token, user.email);
        const locale = await languageOf(db, user.language);
        const sent = await app.mailer.send(
          passwordResetMail({ to: user.email, siteName: config.siteName, link, expiresMinutes: RESET_TOKEN_TTL_MINUTES, locale }),
        );
        if (app.mailer.kind === 'outbox') {
          // Never the link: whoever reads the log would hold the account.
          request.log.info({ userId: user.id, file: sent.file }, 'No SMTP_URL set: the password reset e-mail was written to the outbox file named here');
        } else {
          request.log.info({ userId: user.id }, 'password reset e-mail sent');
        }
      });
      return { success: true, message: AUTH_MESSAGES.forgotSent };
    },
  );

  endpoint(
    app,
    'resetPassword',
    { onRequest: [app.limit({ name: 'reset-password', max: 10, windowMs: 15 * MINUTE })], bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const { token = '', email = '', newPassword = '' } = request.body;
      const invalid = validateResetPassword(newPassword);
      if (invalid) return badRequest(reply, invalid);
      if (!token || validateEmail(email)) return badRequest(reply, AUTH_MESSAGES.resetInvalid);

      const usable = await findUsablePasswordToken(db, token, normalizeEmail(email), app.now());
      if (!usable) return badRequest(reply, AUTH_MESSAGES.resetInvalid);
      const passwordHash = await hashPassword(newPassword);
      const done = await consumePasswordToken(db, usable.tokenId, usable.user.id, passwordHash, app.now());
      if (!done) return badRequest(reply, AUTH_MESSAGES.resetInvalid);
      if (usable.purpose === 'welcome') {
        // A new member chose their first password through their welcome e-mail: signed in at once.
        const user = (await recordSignIn(db, usable.user.id, app.now())) ?? usable.user;
        await startSession(app, request, reply, user.id);
        request.log.info({ userId: user.id }, 'password set through a welcome link; signed in');
        return { success: true, message: AUTH_MESSAGES.welcomeDone, data: { user: toUserJson(user, user) } };
      }
      request.log.info({ userId: usable.user.id }, 'password reset; all sessions revoked');
      return { success: true, message: AUTH_MESSAGES.resetDone };
    },
  );
}
