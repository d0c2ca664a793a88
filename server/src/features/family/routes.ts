import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, canManageFamily, isIdText, normalizeLineBreaks, type PersonPayload } from 'shared-contracts';
import { FAMILY_MESSAGES, FamilyGraph, isSurelyBefore, parsePersonId, type ParentKind, type PersonRef } from 'shared-contracts/family';
import { endpoint, refuse } from '../../http/endpoint.js';
import { sendKeptBody } from '../../http/kept-body.js';
import { requestLocale } from '../../i18n/request-locale.js';
import { VERSION } from '../../version.js';
import { gedcomOf } from './gedcom-export.js';
import { gedcomImportRoutes } from './import-routes.js';
import { relativePhotoRoutes } from './photo-routes.js';
import { removeRelativePhotoFile } from './relative-photos.js';
import type { FamilyState } from './family-state.js';
import { FamilyStates } from './family-states.js';
import {
  deleteParentLink,
  deletePartnerLink,
  deleteRelative,
  existingRowIdOf,
  findPartnerLink,
  insertParentLink,
  insertPartnerLink,
  insertRelative,
  rowIdOf,
  setMemberGender,
  updatePartnerLink,
  updateRelative,
  type LinksNow,
  type PersonFacts,
  type PersonRecord,
} from './queries.js';

/** The exported file's name (a genealogy program opens .ged). */
export const GEDCOM_FILE_NAME = 'family-tree.ged';

/** A relative's facts are under 3 KB (names, dates, a note of 1,000 characters, which may be 4 bytes each). */
const FAMILY_BODY_LIMIT = 8 * 1024;
/** Building a tree by hand is many small writes in a row; this is room for that, not for a script. */
const FAMILY_WRITES_LIMIT = { name: 'family', max: 120, windowMs: 60_000 };

/** Text as stored: trimmed, '' as null (cleared), line breaks as LF. */
const stored = (value: string | null | undefined): string | null | undefined => {
  if (value === undefined || value === null) return value;
  const trimmed = normalizeLineBreaks(value).trim();
  return trimmed === '' ? null : trimmed;
};

function factsOf(body: PersonPayload): PersonFacts {
  return {
    firstName: stored(body.firstName),
    lastName: stored(body.lastName),
    gender: body.gender,
    birthDate: stored(body.birthDate),
    isBirthDateVisible: body.isBirthDateVisible,
    isBirthYearVisible: body.isBirthYearVisible,
    deathDate: stored(body.deathDate),
    note: stored(body.note),
  };
}

/** Why a relative's facts (after a change) cannot be kept, or undefined. */
function relativeProblem(facts: PersonFacts): string | undefined {
  if (!facts.firstName && !facts.lastName) return FAMILY_MESSAGES.nameRequired;
  if (facts.birthDate && facts.deathDate && isSurelyBefore(facts.deathDate, facts.birthDate)) return FAMILY_MESSAGES.deathBeforeBirth;
  return undefined;
}

const merged = (row: PersonRecord, facts: PersonFacts): PersonFacts => ({
  firstName: facts.firstName !== undefined ? facts.firstName : row.firstName,
  lastName: facts.lastName !== undefined ? facts.lastName : row.lastName,
  birthDate: facts.birthDate !== undefined ? facts.birthDate : row.birthDate,
  deathDate: facts.deathDate !== undefined ? facts.deathDate : row.deathDate,
});

/** The links as the database holds them inside a link's write (another writer's included), by row id. */
const graphOfRows = (links: LinksNow) =>
  new FamilyGraph(
    [],
    links.parents.map((row) => ({ child: String(row.childId), parent: String(row.parentId), kind: row.kind })),
    links.partners.map((row) => ({ a: String(row.aId), b: String(row.bId), married: true })),
  );

/**
 * The family tree (issue 41): its people and links for every member, and how each person is
 * related to the caller. Members change themselves and the relatives they added (and the links
 * of either); admins and managers change anyone's.
 */
export async function familyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const states = new FamilyStates(db, app.dbNotices);
  app.addHook('onClose', async () => states.close());
  // Admins' and managers' GEDCOM import, on the same tree (its own plugin: it reads uploads).
  await app.register(gedcomImportRoutes, { states });
  // A relative's photo (its own plugin: it reads uploads).
  await app.register(relativePhotoRoutes, { states });
  const writes = app.limit({ ...FAMILY_WRITES_LIMIT, key: (request) => `user:${request.user?.id ?? request.ip}` });
  const writing = { onRequest: [app.requireUser, writes], bodyLimit: FAMILY_BODY_LIMIT };

  /** The person a path or body names, when they are in the tree; else the refusal is sent. */
  const personIn = (state: FamilyState, raw: string | undefined, reply: FastifyReply): PersonRef | undefined => {
    const ref = raw === undefined ? null : parsePersonId(raw);
    if (!ref) {
      void refuse(reply, 400, FAMILY_MESSAGES.personInvalid);
      return undefined;
    }
    if (!state.has(ref)) {
      void refuse(reply, 404, FAMILY_MESSAGES.personNotFound);
      return undefined;
    }
    return ref;
  };

  // Both answers are kept per viewer while the tree does not change: serialised (by the answer's
  // schema, the allow-list of what may be sent) and compressed once.
  endpoint(app, 'familyTree', { onRequest: [app.requireUser] }, async (request, reply) => {
    const state = await states.current();
    const viewer = request.user!;
    const body = await state.keptBody(`tree:${viewer.id}:${canManageFamily(viewer)}`, () => reply.serialize({ success: true, data: state.treeFor(viewer) }) as string);
    return sendKeptBody(request, reply, body);
  });

  // The words in the caller's language (issue 42): one answer kept per viewer and language.
  endpoint(app, 'familyRelations', { onRequest: [app.requireUser] }, async (request, reply) => {
    const state = await states.current();
    const viewer = request.user!;
    const locale = requestLocale(request);
    const key = locale === DEFAULT_LOCALE ? `relations:${viewer.id}` : `relations:${viewer.id}:${locale}`;
    const body = await state.keptBody(key, async () => reply.serialize({ success: true, data: { me: `m${viewer.id}`, relations: await state.relationsFor(viewer, locale) } }) as string);
    return sendKeptBody(request, reply, body);
  });

  // The tree as GEDCOM 5.5.1, as the caller sees it (what is hidden from them is not in it).
  const exports = app.limit({ name: 'gedcom', max: 20, windowMs: 60_000, key: (request) => `user:${request.user?.id ?? request.ip}` });
  endpoint(app, 'familyGedcom', { onRequest: [app.requireUser, exports] }, async (request, reply) => {
    const state = await states.current();
    reply.header('Content-Disposition', `attachment; filename="${GEDCOM_FILE_NAME}"`);
    return gedcomOf(state.treeFor(request.user!), { siteName: app.config.siteName, version: VERSION, now: app.now() });
  });

  endpoint(app, 'addRelative', writing, async (request, reply) => {
    const facts = factsOf(request.body as PersonPayload);
    const problem = relativeProblem(facts);
    if (problem) return refuse(reply, 400, problem);
    const row = await insertRelative(db, facts, request.user!.id, app.now());
    const state = await states.current();
    return { success: true, message: FAMILY_MESSAGES.relativeAdded, data: { person: state.relativeFor(request.user!, row) } };
  });

  endpoint(app, 'updatePerson', writing, async (request, reply) => {
    const state = await states.current();
    const ref = personIn(state, request.params.person, reply);
    if (!ref) return reply;
    const viewer = request.user!;
    if (!state.mayChange(viewer, ref)) return refuse(reply, 403, FAMILY_MESSAGES.notYours);
    const body = request.body as PersonPayload;
    if ('member' in ref) {
      // A member's place in the tree keeps only their gender; the rest is their profile.
      if (Object.keys(body).some((key) => key !== 'gender')) return refuse(reply, 400, FAMILY_MESSAGES.memberProfileOwnsIt);
      if (body.gender !== undefined) await setMemberGender(db, ref.member, body.gender, app.now());
      const person = (await states.current()).treeFor(viewer).people.find((each) => each.memberId === ref.member);
      // Their account was deleted meanwhile (the gender went with their place).
      if (!person) return refuse(reply, 404, FAMILY_MESSAGES.personNotFound);
      return { success: true, message: FAMILY_MESSAGES.personSaved, data: { person } };
    }
    const facts = factsOf(body);
    const current = state.relative(ref.relative)!;
    // A form sends every field back: a date it did not change keeps how a GEDCOM file wrote it ('ABT 1850').
    if (facts.birthDate === current.birthDate) delete facts.birthDate;
    if (facts.deathDate === current.deathDate) delete facts.deathDate;
    const problem = relativeProblem(merged(current, facts));
    if (problem) return refuse(reply, 400, problem);
    const row = await updateRelative(db, ref.relative, facts, app.now());
    if (!row) return refuse(reply, 404, FAMILY_MESSAGES.personNotFound);
    return { success: true, message: FAMILY_MESSAGES.personSaved, data: { person: (await states.current()).relativeFor(viewer, row) } };
  });

  endpoint(app, 'removeRelative', writing, async (request, reply) => {
    const state = await states.current();
    const ref = personIn(state, request.params.person, reply);
    if (!ref) return reply;
    if ('member' in ref) return refuse(reply, 400, FAMILY_MESSAGES.isMember);
    if (!state.mayChange(request.user!, ref)) return refuse(reply, 403, FAMILY_MESSAGES.notYours);
    const removed = await deleteRelative(db, ref.relative);
    if (!removed) return refuse(reply, 404, FAMILY_MESSAGES.personNotFound);
    await removeRelativePhotoFile(app.config.dataDir, removed.photoURL, request.log);
    return { success: true, message: FAMILY_MESSAGES.relativeRemoved };
  });

  endpoint(app, 'addParent', writing, async (request, reply) => {
    const state = await states.current();
    const body = request.body as { child: string; parent: string; kind?: ParentKind };
    const child = personIn(state, body.child, reply);
    if (!child) return reply;
    const parent = personIn(state, body.parent, reply);
    if (!parent) return reply;
    const viewer = request.user!;
    if (!state.mayChange(viewer, child) && !state.mayChange(viewer, parent)) return refuse(reply, 403, FAMILY_MESSAGES.notYours);
    const now = app.now();
    const kind = body.kind ?? 'birth';
    const link = { child: body.child, parent: body.parent, kind };
    if (body.child === body.parent) return refuse(reply, 400, state.graph.parentLinkProblem(link, (id) => state.nameOf(id))!);
    const childId = await rowIdOf(db, child, now);
    const parentId = await rowIdOf(db, parent, now);
    const result = await insertParentLink(db, { childId, parentId, kind }, viewer.id, now, (links) => {
      const names = (id: string) => state.nameOf(id === String(childId) ? body.child : body.parent);
      return graphOfRows(links).parentLinkProblem({ child: String(childId), parent: String(parentId) }, names);
    });
    if ('problem' in result) return refuse(reply, 400, result.problem);
    return { success: true, message: FAMILY_MESSAGES.linkAdded, data: { link } };
  });

  endpoint(app, 'removeParent', writing, async (request, reply) => {
    const state = await states.current();
    const child = personIn(state, request.params.child, reply);
    if (!child) return reply;
    const parent = personIn(state, request.params.parent, reply);
    if (!parent) return reply;
    const viewer = request.user!;
    if (!state.mayChange(viewer, child) && !state.mayChange(viewer, parent)) return refuse(reply, 403, FAMILY_MESSAGES.notYours);
    const childId = await existingRowIdOf(db, child);
    const parentId = await existingRowIdOf(db, parent);
    const removed = childId !== undefined && parentId !== undefined && (await deleteParentLink(db, childId, parentId));
    if (!removed) return refuse(reply, 404, FAMILY_MESSAGES.linkNotFound);
    return { success: true, message: FAMILY_MESSAGES.linkRemoved };
  });

  endpoint(app, 'addPartner', writing, async (request, reply) => {
    const state = await states.current();
    const body = request.body as { a: string; b: string; married?: boolean; ended?: boolean; startDate?: string | null; endDate?: string | null };
    const a = personIn(state, body.a, reply);
    if (!a) return reply;
    const b = personIn(state, body.b, reply);
    if (!b) return reply;
    const viewer = request.user!;
    if (!state.mayChange(viewer, a) && !state.mayChange(viewer, b)) return refuse(reply, 403, FAMILY_MESSAGES.notYours);
    // One's own partner is refused here: the write below holds two people. The rest is checked there.
    if (body.a === body.b) return refuse(reply, 400, state.graph.partnerLinkProblem({ a: body.a, b: body.b })!);
    const startDate = stored(body.startDate) ?? null;
    const endDate = stored(body.endDate) ?? null;
    if (startDate && endDate && isSurelyBefore(endDate, startDate)) return refuse(reply, 400, FAMILY_MESSAGES.partnershipEndsBeforeStart);
    const now = app.now();
    const facts = { married: body.married ?? true, ended: body.ended ?? endDate !== null, startDate, endDate };
    const aId = await rowIdOf(db, a, now);
    const bId = await rowIdOf(db, b, now);
    const result = await insertPartnerLink(db, aId, bId, facts, viewer.id, now, (links) => graphOfRows(links).partnerLinkProblem({ a: String(aId), b: String(bId) }));
    if ('problem' in result) return refuse(reply, 400, result.problem);
    const row = result.link;
    const link = { id: row.id, a: body.a, b: body.b, married: row.married, ended: row.ended, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
    return { success: true, message: FAMILY_MESSAGES.linkAdded, data: { link } };
  });

  /** The partner link a path names, when the viewer may change it; else the refusal is sent. */
  const partnerLinkOf = async (state: FamilyState, raw: string, viewer: { id: number; role?: string | null }, reply: FastifyReply) => {
    const id = isIdText(raw) ? Number(raw) : null;
    const link = id === null ? undefined : state.partnerLink(id);
    if (!link) {
      void refuse(reply, 404, FAMILY_MESSAGES.linkNotFound);
      return undefined;
    }
    if (!state.mayChange(viewer, parsePersonId(link.a)!) && !state.mayChange(viewer, parsePersonId(link.b)!)) {
      void refuse(reply, 403, FAMILY_MESSAGES.notYours);
      return undefined;
    }
    return link;
  };

  endpoint(app, 'updatePartner', writing, async (request, reply) => {
    const state = await states.current();
    const link = await partnerLinkOf(state, request.params.id, request.user!, reply);
    if (!link) return reply;
    const body = request.body as { married?: boolean; ended?: boolean; startDate?: string | null; endDate?: string | null };
    const facts = { married: body.married, ended: body.ended, startDate: stored(body.startDate), endDate: stored(body.endDate) };
    const startDate = facts.startDate !== undefined ? facts.startDate : (link.startDate ?? null);
    const endDate = facts.endDate !== undefined ? facts.endDate : (link.endDate ?? null);
    if (startDate && endDate && isSurelyBefore(endDate, startDate)) return refuse(reply, 400, FAMILY_MESSAGES.partnershipEndsBeforeStart);
    // An end date given without a word on `ended` ends the partnership.
    if (facts.ended === undefined && facts.endDate) facts.ended = true;
    const changes = Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
    const row = Object.keys(changes).length > 0 ? await updatePartnerLink(db, link.id, changes) : await findPartnerLink(db, link.id);
    if (!row) return refuse(reply, 404, FAMILY_MESSAGES.linkNotFound);
    const answer = { id: row.id, a: link.a, b: link.b, married: row.married, ended: row.ended, ...(row.startDate ? { startDate: row.startDate } : {}), ...(row.endDate ? { endDate: row.endDate } : {}) };
    return { success: true, message: FAMILY_MESSAGES.linkSaved, data: { link: answer } };
  });

  endpoint(app, 'removePartner', writing, async (request, reply) => {
    const state = await states.current();
    const link = await partnerLinkOf(state, request.params.id, request.user!, reply);
    if (!link) return reply;
    if (!(await deletePartnerLink(db, link.id))) return refuse(reply, 404, FAMILY_MESSAGES.linkNotFound);
    return { success: true, message: FAMILY_MESSAGES.linkRemoved };
  });
}
