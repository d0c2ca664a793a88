import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH } from 'shared-contracts';
import { endpoint, refuse } from '../../http/endpoint.js';
import { toUserJson, recordSignIn } from '../members/index.js';
import {
  PasskeyRefusal,
  deletePasskey,
  listPasskeys,
  passkeyJson,
  passwordSignInOf,
  register,
  registrationOptions,
  setPasswordSignIn,
  signIn,
  signInOptions,
} from './passkeys.js';
import { startSession } from '../accounts/index.js';
import { parseMemberId } from '../../http/ids.js';

const MINUTE = 60_000;

/**
 * Passkeys (beyond the spec): a signed-in member adds, lists and removes theirs and may turn
 * password sign-in off; anyone signs in with one. Sign-in with a passkey has the password sign-in's limits.
 */
export async function passkeyRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const perUser = (name: string, max: number, windowMs: number) =>
    app.limit({ name, max, windowMs, key: (request) => String(request.user?.id ?? request.ip) });

  const refused = (reply: FastifyReply, error: unknown) => {
    if (error instanceof PasskeyRefusal) return refuse(reply, error.status, error.message);
    throw error;
  };
  const listOf = async (userId: number) => ({
    passkeys: (await listPasskeys(db, userId)).map(passkeyJson),
    passwordSignIn: await passwordSignInOf(db, userId),
  });

  endpoint(app, 'passkeyRegisterOptions', { onRequest: [app.requireUser, perUser('passkey-options', 30, 10 * MINUTE)] }, async (request) => {
    const member = request.user!;
    return { success: true, data: { options: await registrationOptions(db, config, member, app.now()) } };
  });

  endpoint(app, 'registerPasskey', { onRequest: [app.requireUser, perUser('passkey-register', 30, 10 * MINUTE)], bodyLimit: 128 * 1024 }, async (request, reply) => {
    const name = (request.body.name ?? '').trim() || 'Passkey';
    if (name.length > PASSKEY_NAME_MAX_LENGTH) return refuse(reply, 400, PASSKEY_MESSAGES.nameTooLong);
    try {
      const passkey = await register(db, config, request.user!, request.body.response as RegistrationResponseJSON, name, app.now());
      request.log.info({ passkeyId: passkey.id }, 'passkey added');
      reply.code(201);
      return { success: true, message: PASSKEY_MESSAGES.added, data: { passkey: passkeyJson(passkey) } };
    } catch (error) {
      return refused(reply, error);
    }
  });

  endpoint(app, 'passkeys', { onRequest: [app.requireUser] }, async (request) => ({ success: true, data: await listOf(request.user!.id) }));

  endpoint(app, 'deletePasskey', { onRequest: [app.requireUser] }, async (request, reply) => {
    const id = parseMemberId(request.params.id);
    if (id === 'invalid') return refuse(reply, 400, PASSKEY_MESSAGES.notFound);
    if (id === 'unknown' || !(await deletePasskey(db, request.user!.id, id, app.now()))) return refuse(reply, 404, PASSKEY_MESSAGES.notFound);
    request.log.info({ passkeyId: id }, 'passkey removed');
    return { success: true, message: PASSKEY_MESSAGES.removed, data: await listOf(request.user!.id) };
  });

  endpoint(app, 'passwordSignIn', { onRequest: [app.requireUser], bodyLimit: 1024 }, async (request, reply) => {
    const enabled = request.body.enabled!;
    if (!(await setPasswordSignIn(db, request.user!.id, enabled, app.now()))) return refuse(reply, 409, PASSKEY_MESSAGES.needsPasskey);
    request.log.info({ passwordSignIn: enabled }, 'password sign-in changed');
    return { success: true, data: await listOf(request.user!.id) };
  });

  // The password sign-in's limit per address for the answers; the sign-in page asks for options
  // on every visit (the browser's autofill), so they have a looser one of their own.
  const signInLimit = app.limit({ name: 'signin', max: 10, windowMs: MINUTE });
  const optionsLimit = app.limit({ name: 'passkey-signin-options', max: 30, windowMs: MINUTE });

  endpoint(app, 'passkeySignInOptions', { onRequest: [optionsLimit] }, async () => {
    return { success: true, data: { options: await signInOptions(db, config, app.now()) } };
  });

  endpoint(app, 'passkeySignIn', { onRequest: [signInLimit], bodyLimit: 64 * 1024 }, async (request, reply) => {
    let userId: number;
    try {
      userId = await signIn(db, config, request.body.response as AuthenticationResponseJSON, app.now());
    } catch (error) {
      return refused(reply, error);
    }
    const user = await recordSignIn(db, userId, app.now());
    if (!user) return refuse(reply, 401, PASSKEY_MESSAGES.unknownPasskey);
    await startSession(app, request, reply, userId);
    request.log.info({ userId }, 'signed in with a passkey');
    return { success: true, data: { user: toUserJson(user, user) } };
  });
}
