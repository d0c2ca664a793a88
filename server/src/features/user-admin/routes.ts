import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import {
  ADMIN_USERS_PAGE_SIZE,
  CSV_MAX_BYTES,
  MESSAGES,
  SETTINGS_MESSAGES,
  importCompletedMessage,
  isAdmin,
  testEmailSentMessage,
  trimProfileText,
  validateCsvFile,
  validateEmail,
  normalizeEmail,
} from 'shared-contracts';
import { USER_ADMIN_MESSAGES } from './user-admin-messages.js';
import { endpoint, refuse } from '../../http/endpoint.js';
import { readSingleFile, singleFileLimits, type UploadMessages } from '../../http/multipart.js';
import { testMail } from '../../mail/templates.js';
import { CsvRefusal, problemLines, readUserCsv, type CsvReport } from './csv-import.js';
import { toUserJson, DuplicateEmailError, type AccountRecord, accountsByIds, accountsForAdmin, createMember, credentialsOf, deleteMember, importMembers } from '../members/index.js';
import { languageOf } from '../languages/index.js';
import { callerText } from '../../i18n/answers.js';
import { ADMIN_LOG_MESSAGES, recordAct } from '../admin-log/index.js';
import { WelcomeQueue, describeMailError, sendWelcome } from './user-admin.js';
import { ID_MESSAGES, parseMemberId } from '../../http/ids.js';

const MINUTE = 60_000;

/** The import's file: one field named csvFile, a .csv name, under CSV_MAX_BYTES (spec section 5). */
const CSV_UPLOAD = {
  field: 'csvFile',
  // "Under 5MB": a file of exactly CSV_MAX_BYTES is over the limit.
  maxBytes: CSV_MAX_BYTES - 1,
  messages: {
    notMultipart: USER_ADMIN_MESSAGES.csvNotMultipart,
    oneFileOnly: USER_ADMIN_MESSAGES.csvOneFileOnly,
    noFile: USER_ADMIN_MESSAGES.csvNoFile,
    tooLarge: MESSAGES.csvTooLarge,
    unreadable: USER_ADMIN_MESSAGES.csvUnreadable('the upload was cut short'),
  } satisfies UploadMessages,
  nameProblem: (filename: string) => validateCsvFile({ name: filename, size: 0 }),
  // An empty file gets the import's own words (csvEmpty), not "no file".
  acceptEmpty: true,
};

/**
 * User administration (spec section 7): list, create, import, delete, test e-mail. The roles of
 * section 6 are enforced here, before any body is read: managers and the admin create and
 * import; only the admin lists, deletes and sends the test e-mail.
 */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  // Only this plugin's routes (the import) read multipart bodies here.
  await app.register(fastifyMultipart, { limits: singleFileLimits(CSV_MAX_BYTES), throwFileSizeLimit: false });

  const welcomeQueue = new WelcomeQueue((user) => sendWelcome(app, user, app.log), app.log);
  app.addHook('onClose', async () => welcomeQueue.close());

  /** Counted per signed-in admin or manager (the role guard runs first and sets request.user). */
  const perUser = (name: string, max: number, windowMs: number) =>
    app.limit({ name, max, windowMs, key: (request) => String(request.user?.id ?? request.ip) });

  /** An account as User Management lists it: everything, and whose invitation it came with. */
  const adminJson = (account: AccountRecord, viewer: AccountRecord | null, invitedBy: { id: number; name: string } | undefined) => {
    const user = toUserJson(account, viewer, true, app.now());
    return invitedBy ? { ...user, invitedBy } : user;
  };

  endpoint(app, 'adminUsers', { onRequest: [app.requireRole('admin')] }, async (request) => {
    const { q, page, pageSize } = request.query;
    const search = q?.trim() || undefined;
    if (page === undefined) {
      const { accounts, total, inviterOf } = await accountsForAdmin(db, { search });
      return { success: true, data: { users: accounts.map((account) => adminJson(account, request.user, inviterOf(account))), total } };
    }
    const size = pageSize ? Number(pageSize) : ADMIN_USERS_PAGE_SIZE;
    const number = Number(page);
    const { accounts, total, inviterOf } = await accountsForAdmin(db, { search, page: { offset: (number - 1) * size, limit: size } });
    return { success: true, data: { users: accounts.map((account) => adminJson(account, request.user, inviterOf(account))), total, page: number, pageSize: size } };
  });

  endpoint(
    app,
    'createUser',
    {
      onRequest: [app.requireRole('manager'), perUser('create-user', 60, 10 * MINUTE)],
      preValidation: async (request) => {
        request.body = trimProfileText(request.body);
      },
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.email ?? '';
      const displayName = body.displayName ?? '';
      if (email === '' || !displayName) {
        const errors: Record<string, string> = {};
        if (email === '') errors.email = MESSAGES.createUserRequired;
        if (!displayName) errors.displayName = MESSAGES.createUserRequired;
        return refuse(reply, 400, MESSAGES.createUserRequired, errors);
      }
      const invalidEmail = validateEmail(email);
      if (invalidEmail) return refuse(reply, 400, invalidEmail, { email: invalidEmail });
      if (body.photoURL) return refuse(reply, 400, USER_ADMIN_MESSAGES.photoNotAccepted, { photoURL: USER_ADMIN_MESSAGES.photoNotAccepted });

      const { email: _email, photoURL: _photo, ...fields } = body;
      let user;
      try {
        // No password until the member chooses one through the welcome link.
        user = await createMember(db, { email, passwordHash: null, fields: { ...fields, displayName }, createdAt: app.now() });
      } catch (error) {
        if (error instanceof DuplicateEmailError) {
          return refuse(reply, 409, USER_ADMIN_MESSAGES.duplicateEmail, { email: USER_ADMIN_MESSAGES.duplicateEmail });
        }
        throw error;
      }
      request.log.info({ userId: user.id, creatorId: request.user!.id }, 'user created by an admin or manager');
      await recordAct(db, { act: 'memberCreated', actor: request.user!, subject: user }, app.now(), request.log);
      const welcomeEmailSent = await sendWelcome(app, user, request.log);
      return {
        success: true,
        message: welcomeEmailSent ? USER_ADMIN_MESSAGES.created : USER_ADMIN_MESSAGES.createdMailFailed,
        data: { user: toUserJson(user, request.user), welcomeEmailSent },
      };
    },
  );

  endpoint(
    app,
    'importUsers',
    { onRequest: [app.requireRole('manager'), perUser('import-users', 10, 10 * MINUTE)] },
    async (request, reply) => {
      const upload = await readSingleFile(request, CSV_UPLOAD);
      if (!upload.ok) {
        request.log.info({ status: upload.status }, `user import refused: ${upload.message}`);
        return refuse(reply, upload.status, upload.message);
      }
      const started = Date.now();
      const report: CsvReport = { total: 0, candidates: [], problems: [] };
      let written;
      try {
        written = await importMembers(db, readUserCsv(upload.data, app.now(), report));
      } catch (error) {
        if (!(error instanceof CsvRefusal)) throw error;
        request.log.info(`user import refused: ${error.message}`);
        return refuse(reply, 400, error.message);
      }
      const { inserted, duplicates } = written;
      const problems = [...report.problems];
      for (const candidate of report.candidates) {
        if (duplicates.has(candidate.user.email)) {
          problems.push({ row: candidate.row, message: USER_ADMIN_MESSAGES.rowDuplicateInFamily(candidate.user.email) });
        }
      }
      const result = {
        total: report.total,
        imported: inserted.length,
        skipped: report.total - inserted.length,
        // The report's lines are shown as they are: in the importer's language.
        errors: problemLines(problems, callerText(request)),
      };
      request.log.info(
        { importerId: request.user!.id, total: result.total, imported: result.imported, skipped: result.skipped, ms: Date.now() - started },
        'users imported',
      );
      await recordAct(db, { act: 'membersImported', actor: request.user!, details: ADMIN_LOG_MESSAGES.membersImported(result.imported, result.skipped) }, app.now(), request.log);
      // Their way in: a welcome e-mail each, sent in the background a few at a time.
      const byEmail = new Map(report.candidates.map((candidate) => [candidate.user.email, candidate.user.fields.displayName ?? null]));
      welcomeQueue.add(inserted.map((row) => ({ id: row.id, email: row.email, displayName: byEmail.get(row.email) ?? null })));
      return { success: true, message: importCompletedMessage(result.imported, result.skipped), data: result };
    },
  );

  endpoint(app, 'deleteUser', { onRequest: [app.requireRole('admin')] }, async (request, reply) => {
    const id = parseMemberId(request.params.id);
    if (id === 'invalid') return refuse(reply, 400, ID_MESSAGES.invalidId);
    if (id === 'unknown') return refuse(reply, 404, ID_MESSAGES.notFound);
    if (id === request.user!.id) return refuse(reply, 403, USER_ADMIN_MESSAGES.cannotDeleteSelf);
    // Any account, one waiting for approval included: its name is kept for the record of admin acts.
    const [member] = await accountsByIds(db, [id]);
    if (!member) return refuse(reply, 404, ID_MESSAGES.notFound);
    if (isAdmin(member)) return refuse(reply, 403, USER_ADMIN_MESSAGES.cannotDeleteAdmin);
    // Recorded first: the entry points at the member until the deletion sets its id to null.
    await recordAct(db, { act: 'memberDeleted', actor: request.user!, subject: member }, app.now(), request.log);
    if (!(await deleteMember(db, config.dataDir, id, request.log))) return refuse(reply, 404, ID_MESSAGES.notFound);
    request.log.info({ userId: id, deletedBy: request.user!.id }, 'user deleted');
    return { success: true, message: USER_ADMIN_MESSAGES.deleted };
  });

  endpoint(
    app,
    'testEmail',
    { onRequest: [app.requireRole('admin'), perUser('test-email', 5, 10 * MINUTE)], bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const email = (request.body.email ?? '').trim();
      if (email === '') return refuse(reply, 400, MESSAGES.testEmailRequired, { email: MESSAGES.testEmailRequired });
      const invalid = validateEmail(email);
      if (invalid) return refuse(reply, 400, invalid, { email: invalid });
      const to = normalizeEmail(email);
      // A member's address gets it in their language; any other, in the site's default.
      const locale = await languageOf(db, (await credentialsOf(db, to))?.account.language);
      try {
        const sent = await app.mailer.send(testMail({ to, siteName: config.siteName, siteUrl: config.publicUrl, sentAt: app.now(), locale }));
        await recordAct(db, { act: 'testEmailSent', actor: request.user!, details: ADMIN_LOG_MESSAGES.testEmailSent(to) }, app.now(), request.log);
        if (app.mailer.kind === 'outbox') {
          request.log.info({ file: sent.file }, 'No SMTP_URL set: the test e-mail was written to the outbox');
          return { success: true, message: USER_ADMIN_MESSAGES.testEmailOutbox(to) };
        }
      } catch (error) {
        request.log.error({ mailError: describeMailError(error, config.smtpUrl) }, 'the test e-mail could not be sent');
        return refuse(reply, 502, SETTINGS_MESSAGES.testEmailFailedDetails);
      }
      request.log.info('test e-mail sent');
      return { success: true, message: testEmailSentMessage(to) };
    },
  );
}

