import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { ACCOUNT_MESSAGES } from 'shared-contracts';
import { endpoint, refuse } from '../../http/endpoint.js';
import { clearSessionCookie, verifyPassword } from '../accounts/index.js';
import { credentialsOf } from '../members/index.js';
import { leaveFamily } from './leaving.js';
import { myData, myDataFileName } from './my-data.js';
import { PasskeyRefusal, signIn as checkPasskey } from '../passkeys/index.js';

const MINUTE = 60_000;

/**
 * One's own data, and leaving (issue 21). Both are about the caller only: no id is taken, so an
 * archive or a deletion can never be someone else's. An account still waiting for approval may
 * use both (it may take its data and withdraw).
 */
export async function myAccountRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const perUser = (name: string, max: number) => app.limit({ name, max, windowMs: 10 * MINUTE, key: (request) => String(request.user?.id ?? request.ip) });
  // A wrong password here counts with the sign-in's failures: deleting is not a way around them.
  const confirmFailures = app.failureLimit({ name: 'delete-account-confirm', max: 5, windowMs: 10 * MINUTE, key: (request) => String(request.user?.id ?? request.ip) });

  endpoint(app, 'myData', { onRequest: [app.requireAccount, perUser('my-data', 20)] }, async (request, reply) => {
    const now = app.now();
    reply.header('Content-Disposition', `attachment; filename="${myDataFileName(now)}"`);
    reply.header('Cache-Control', 'no-store');
    request.log.info('own data downloaded');
    return { success: true, data: await myData(db, config.dataDir, config.publicUrl, request.user!, now) };
  });

  endpoint(app, 'deleteOwnAccount', { onRequest: [app.requireAccount, perUser('delete-account', 20)], bodyLimit: 64 * 1024 }, async (request, reply) => {
    const me = request.user!;
    const { password, passkey, newAdminId } = request.body;
    if ((password === undefined || password === '') === (passkey === undefined)) return refuse(reply, 400, ACCOUNT_MESSAGES.confirmNeeded);
    await confirmFailures.check(request, reply);
    if (passkey) {
      let owner: number;
      try {
        owner = await checkPasskey(db, config, passkey as AuthenticationResponseJSON, app.now());
      } catch (error) {
        if (!(error instanceof PasskeyRefusal)) throw error;
        await confirmFailures.record(request);
        return refuse(reply, error.status, error.message);
      }
      if (owner !== me.id) {
        await confirmFailures.record(request);
        return refuse(reply, 403, ACCOUNT_MESSAGES.notYourPasskey);
      }
    } else {
      const found = await credentialsOf(db, me.email);
      if (!found || found.account.id !== me.id || !(await verifyPassword(found.passwordHash, password!))) {
        await confirmFailures.record(request);
        return refuse(reply, 401, ACCOUNT_MESSAGES.wrongPassword);
      }
    }
    // The family is never left without an admin: its only admin names who takes over.
    const outcome = await leaveFamily(db, config.dataDir, me.id, newAdminId, app.now(), request.log);
    if ('refused' in outcome) return refuse(reply, outcome.refused === 'nameNewAdmin' ? 409 : 400, ACCOUNT_MESSAGES[outcome.refused]);
    clearSessionCookie(reply, config);
    reply.header('Clear-Site-Data', '"cache"');
    request.log.info({ userId: me.id }, 'own account deleted');
    return { success: true, message: ACCOUNT_MESSAGES.deleted };
  });
}
