import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { GEDCOM_FILE_FIELD, GEDCOM_IMPORT_LIMITS, GEDCOM_IMPORT_MESSAGES, gedcomFileProblem } from 'shared-contracts/family';
import { endpoint, refuse } from '../../http/endpoint.js';
import { readSingleFile, singleFileLimits } from '../../http/multipart.js';
import { ADMIN_LOG_MESSAGES, recordAct } from '../admin-log/index.js';
import type { FamilyStates } from './family-states.js';
import { decodeGedcom } from './gedcom-decode.js';
import { counted, planImport, previewOf, type ImportPlan, type PlannedPerson } from './gedcom-import.js';
import { problemLines } from './gedcom-problems.js';
import { callerText } from '../../i18n/answers.js';
import { isGedcom, readGedcom } from './gedcom-read.js';
import { TreeChangedError, writeImport } from './queries.js';

const GEDCOM_UPLOAD = {
  field: GEDCOM_FILE_FIELD,
  maxBytes: GEDCOM_IMPORT_LIMITS.maxBytes - 1,
  messages: {
    notMultipart: GEDCOM_IMPORT_MESSAGES.notMultipart,
    oneFileOnly: GEDCOM_IMPORT_MESSAGES.oneFileOnly,
    noFile: GEDCOM_IMPORT_MESSAGES.noFile,
    tooLarge: GEDCOM_IMPORT_MESSAGES.tooLarge,
    unreadable: GEDCOM_IMPORT_MESSAGES.unreadable,
  },
  nameProblem: (filename: string) => gedcomFileProblem({ name: filename, size: 0 }),
};

/** A century: who was born longer ago than that, or has died, has their birth date shown to the family. */
const LIVING_YEARS = 100;

/**
 * A GEDCOM file into the family tree (issue 41), for admins and managers: the preview says what
 * the import would do; the import (the same file sent again) does it in one transaction. Both read
 * the file the same way against the tree as it is then, so what was previewed is what is written
 * unless the tree changed in between.
 */
export async function gedcomImportRoutes(app: FastifyInstance, { states }: { states: FamilyStates }): Promise<void> {
  const { db } = app;
  // Only this plugin's routes read multipart bodies.
  await app.register(fastifyMultipart, { limits: singleFileLimits(GEDCOM_IMPORT_LIMITS.maxBytes), throwFileSizeLimit: false });
  const perUser = app.limit({ name: 'gedcom-import', max: 20, windowMs: 10 * 60_000, key: (request) => `user:${request.user?.id ?? request.ip}` });
  const guard = { onRequest: [app.requireRole('manager'), perUser] };

  /** The plan for the uploaded file, or undefined when the refusal was sent. */
  async function planOf(request: FastifyRequest, reply: FastifyReply): Promise<{ plan: ImportPlan; encoding: string } | undefined> {
    const upload = await readSingleFile(request, GEDCOM_UPLOAD);
    if (!upload.ok) {
      void refuse(reply, upload.status, upload.message);
      return undefined;
    }
    const { text, encoding } = await decodeGedcom(upload.data);
    if (!isGedcom(text)) {
      void refuse(reply, 400, GEDCOM_IMPORT_MESSAGES.notGedcom);
      return undefined;
    }
    const file = await readGedcom(text);
    if (file.people.length === 0) {
      void refuse(reply, 400, GEDCOM_IMPORT_MESSAGES.noPeople);
      return undefined;
    }
    if (file.people.length > GEDCOM_IMPORT_LIMITS.maxPeople) {
      void refuse(reply, 400, GEDCOM_IMPORT_MESSAGES.tooManyPeople(file.people.length));
      return undefined;
    }
    return { plan: await planImport(file, await states.current()), encoding };
  }

  endpoint(app, 'previewGedcomImport', guard, async (request, reply) => {
    const planned = await planOf(request, reply);
    if (!planned) return reply;
    return { success: true, message: GEDCOM_IMPORT_MESSAGES.previewReady, data: previewOf(planned.plan, planned.encoding, callerText(request)) };
  });

  endpoint(app, 'importGedcom', guard, async (request, reply) => {
    const started = Date.now();
    const planned = await planOf(request, reply);
    if (!planned) return reply;
    const { plan } = planned;
    const now = app.now();
    // The living keep their birth date to who manages them, as a relative added by hand does until
    // shown. A range is as young as its latest end ('AFT 1920', 'BET 1920 AND 2000' may be living).
    const isBirthDateVisible = (person: PlannedPerson) => {
      if (person.death.date || person.death.phrase) return true;
      const phrase = person.birth.phrase?.toUpperCase();
      const latest = phrase && /^(BET|FROM) /.test(phrase) ? /(?:AND|TO) .*?(\d{3,4})(?!.*\d)/.exec(phrase)?.[1] : undefined;
      if (phrase && !latest && !/^(ABT|EST|CAL|BEF|TO|INT) /.test(phrase)) return false;
      const year = Number(latest ?? person.birth.date?.slice(0, 4));
      return Number.isFinite(year) && year > 0 && now.getUTCFullYear() - year > LIVING_YEARS;
    };
    let written;
    try {
      written = await writeImport(db, plan, { importerId: request.user!.id, now, isBirthDateVisible });
    } catch (error) {
      if (error instanceof TreeChangedError) return refuse(reply, 409, GEDCOM_IMPORT_MESSAGES.treeChanged);
      throw error;
    }
    const result = {
      added: counted(plan.people, 'new'),
      members: counted(plan.people, 'member'),
      existing: counted(plan.people, 'existing'),
      parentLinks: written.parentLinks,
      partnerLinks: written.partnerLinks,
      // The report's lines are shown as they are: in the importer's language.
      problems: problemLines([...plan.problems, ...written.problems], plan.moreProblems, callerText(request)),
    };
    request.log.info({ importerId: request.user!.id, ...result, problems: result.problems.length, ms: Date.now() - started }, 'family tree imported');
    await recordAct(db, { act: 'familyImported', actor: request.user!, details: ADMIN_LOG_MESSAGES.familyImported(result.added, result.members, result.existing) }, now, request.log);
    return { success: true, message: GEDCOM_IMPORT_MESSAGES.completed(result.added, result.members, result.existing), data: result };
  });
}
