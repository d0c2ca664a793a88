// The messages shared by the server and the client (issue 42), as the code says them in English:
// every text of the message objects the contracts and the server export (*_MESSAGES, ERRORS,
// *_LABELS, *_WORDS, *_TEXT). A message made by a function is taken as its template: the
// function is called with `{name}` for each of its parameters. One whose English depends on its
// values (a count, a list) cannot be taken so: it is listed apart, to be written as an ICU message.
import * as contracts from '../../shared-contracts/src/index.ts';
import * as family from '../../shared-contracts/src/family/index.ts';
import { LOCATION_TEXT } from '../../shared-contracts/src/profile/profile.ts';
import { THEME_CHECK_MESSAGES } from '../../shared-contracts/src/theme/check.ts';
import { THEME_MESSAGES } from '../../shared-contracts/src/theme/schema.ts';

/** Server modules whose message objects reach the client (answers' `message` and `errors`). */
const SERVER_MODULES = [
  'server/src/http/validation.ts',
  'server/src/http/ids.ts',
  'server/src/features/joining/sign-up.ts',
  'server/src/features/user-admin/user-admin-messages.ts',
  'server/src/features/notifications/push-subscription.ts',
  'server/src/features/site-look/backgrounds.ts',
  'server/src/features/family/relative-photos.ts',
  'server/src/features/members/avatars.ts',
  'server/src/features/members/profile.ts',
  'server/src/features/accounts/routes.ts',
  'server/src/features/accounts/session-plugin.ts',
  'server/src/features/calendar/routes.ts',
  'server/src/plugins/security/messages.ts',
  'server/src/plugins/errors.ts',
  'server/src/plugins/rate-limit.ts',
  'server/src/features/admin-log/admin-log.ts',
  'server/src/features/family/gedcom-problems.ts',
];

const MESSAGE_OBJECT = /(MESSAGES|ERRORS|LABELS|WORDS|TEXT)$/;

interface SharedMessages {
  /** Each English text (or template) and where the code names it first. */
  texts: Map<string, string>;
  /** Each English text's topics: the message objects that name it (MESSAGES, MEMBER_FIELDS, FAMILY_MESSAGES). */
  topics: Map<string, Set<string>>;
  /** Messages made by functions whose English cannot be read as one template. */
  computed: string[];
}

function parameterNames(fn: (...args: never[]) => unknown): string[] | undefined {
  const source = fn.toString();
  const list = /^(?:function[^(]*)?\(([^)]*)\)|^(\w+)\s*=>/.exec(source);
  if (!list) return undefined;
  const names = (list[1] ?? list[2] ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return names.every((name) => /^\w+$/.test(name)) ? names : undefined;
}

function sameWithOne(fn: (...args: unknown[]) => unknown, names: string[], template: string): boolean {
  try {
    const ones = fn(...names.map(() => 1));
    return ones === names.reduce((text, name) => text.replace(`{${name}}`, '1'), template);
  } catch {
    return true; // Not a number: the text is what the template says.
  }
}

/** The function's text with `{name}` for each parameter, if it is one template. */
function asTemplate(fn: (...args: unknown[]) => unknown, names: string[]): string | undefined {
  let made: unknown;
  try {
    made = fn(...names.map((name) => `{${name}}`));
  } catch {
    return undefined;
  }
  // A template names each of its parameters exactly once, as {name}, and says a count of one
  // as it says any other (a function that writes "1 device" but "2 devices" is no template).
  const template = typeof made === 'string' && names.every((name) => made.split(`{${name}}`).length === 2) ? made : undefined;
  return template && sameWithOne(fn, names, template) ? template : undefined;
}

/**
 * A function of lists ("Only an admin or manager can change {names}."): called with one item per
 * list, it is a template if two items are said the same way, joined by a comma (a text that says
 * "the column" but "the columns" is not: countedMessage says it).
 */
function asListTemplate(fn: (...args: unknown[]) => unknown, names: string[]): string | undefined {
  try {
    const one = fn(...names.map((name) => [`{${name}}`]));
    const two = fn(...names.map((name) => [`{${name}}`, `{${name}}`]));
    if (typeof one !== 'string' || !names.every((name) => one.split(`{${name}}`).length === 2)) return undefined;
    return names.reduce((text, name) => text.replace(`{${name}}`, `{${name}}, {${name}}`), one) === two ? one : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The message object a path names ('shared-contracts: MESSAGES.emailRequired' is MESSAGES): what
 * a package declares it says (messages/shared-topics.txt), so a page carries those words only.
 */
function topicOf(path: string): string {
  const [object, inner] = (path.split(': ')[1] ?? path).split('.');
  return object === 'profile' ? inner : object;
}

function collect(value: unknown, path: string, into: SharedMessages): void {
  if (value === undefined) return;
  if (typeof value === 'string') {
    if (!into.texts.has(value)) into.texts.set(value, path);
    // The contracts' topics only: the server's own messages are said by the server alone.
    if (path.startsWith('shared-contracts')) into.topics.set(value, (into.topics.get(value) ?? new Set<string>()).add(topicOf(path)));
    return;
  }
  if (typeof value === 'function') {
    // A message that says one and many differently (countedMessage): each English form is a template.
    const forms = (value as { forms?: Record<string, string> }).forms;
    if (forms) return Object.values(forms).forEach((form) => collect(form, path, into));
    const names = parameterNames(value as never);
    const template = names && (asTemplate(value as never, names) ?? asListTemplate(value as never, names));
    if (template) collect(template, path, into);
    else into.computed.push(path);
    return;
  }
  if (Array.isArray(value)) return value.forEach((item, at) => collect(item, `${path}[${at}]`, into));
  if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) collect(item, `${path}.${key}`, into);
}

export async function sharedMessages(): Promise<SharedMessages> {
  const into: SharedMessages = { texts: new Map(), topics: new Map(), computed: [] };
  const modules: Array<[string, Record<string, unknown>]> = [
    ['shared-contracts', contracts],
    ['shared-contracts/family', family],
  ];
  // The member fields' words: the forms' labels, the names messages say, the facts' terms, help.
  // A switch's label without " Visible" names what a member hides ("Birth Year": hiddenFromFamily).
  const fieldWords = Object.fromEntries(
    Object.entries(contracts.MEMBER_FIELDS).map(([key, spec]) => {
      const { kind, label, name, help, shows } = spec as { kind?: string; label?: string; name?: string; help?: string; shows?: { term?: string } };
      return [key, { label, name, term: shows?.term, help, hidden: kind === 'flag' ? label?.replace(/ Visible$/, '') : undefined }];
    }),
  );
  collect(fieldWords, 'shared-contracts: MEMBER_FIELDS', into);
  // The areas' names ("Family Map could not be loaded") and their navigation labels.
  const areaWords = Object.fromEntries(Object.entries(contracts.AREAS).map(([key, area]) => [key, { name: area.name, nav: 'nav' in area ? area.nav : undefined }]));
  collect(areaWords, 'shared-contracts: AREAS', into);
  collect({ LOCATION_TEXT, UNKNOWN_USER_NAME: contracts.UNKNOWN_USER_NAME }, 'shared-contracts: profile', into);
  // The administration's answers that are functions of their own (the spec names them so).
  collect({ importCompleted: contracts.importCompletedMessage, testEmailSent: contracts.testEmailSentMessage }, 'shared-contracts: USER_ADMIN_MESSAGES', into);
  for (const file of SERVER_MODULES) modules.push([file, await import(`../../${file}`)]);
  for (const [where, module] of modules) {
    for (const [name, value] of Object.entries(module)) if (MESSAGE_OBJECT.test(name)) collect(value, `${where}: ${name}`, into);
  }
  // Why a theme is refused (the server's schema and the page's check say the same).
  collect(THEME_MESSAGES, 'shared-contracts: THEME_MESSAGES', into);
  collect(THEME_CHECK_MESSAGES, 'shared-contracts: THEME_CHECK_MESSAGES', into);
  return into;
}
