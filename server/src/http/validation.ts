import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { PROFILE_MESSAGES, canonicalFieldName, countedMessage } from 'shared-contracts';
import { AJV_OPTIONS, strictAjv } from '../schema-check.js';
import { firstUseCosts } from './warm-up.js';

/*
 * How request bodies are checked against the schemas of shared-contracts, and how a refusal is
 * put into words. The schemas carry what the words need: `title` names a field, `errorMessage`
 * says what its pattern or format means (the same sentences the forms show).
 */

/** The validator of every route: a value of the wrong type is refused, never converted. */
export const strictValidator = compilerOf(strictAjv);

/**
 * The sign-in forms' validator: a number typed into a text field is read as text, and the
 * spec's own validators then say what is wrong with it ('Invalid email address').
 */
export const formTextValidator = compilerOf(new Ajv({ ...AJV_OPTIONS, coerceTypes: true }));

/**
 * A route's validator is compiled in the server's first quiet moments (warm-up.ts) or at its
 * first request, whichever comes first, never while the server starts: compiling them all made
 * every start about 0.2 s slower (median 4.31 -> 4.12 s, docs/benchmarks.md). (Every schema is
 * still compiled by the tests: security/generated.test.ts calls every route with its example.)
 */
function compilerOf(ajv: Ajv): FastifySchemaCompiler<unknown> {
  return ({ schema }) => {
    let compiled: ValidateFunction | undefined;
    const compile = (): ValidateFunction => {
      compiled ??= ajv.compile(schema as object);
      paid();
      return compiled;
    };
    const paid = firstUseCosts.later(compile);
    const validate = (data: unknown) => {
      const check = compiled ?? compile();
      const valid = check(data);
      // Fastify reads what was wrong from the function it was given.
      validate.errors = check.errors;
      return valid;
    };
    validate.errors = null as ValidateFunction['errors'];
    return validate;
  };
}

interface ValidationFailure {
  message: string;
  /** field -> message (a nested field under its own name: `city`, `postalCode`). */
  errors?: Record<string, string>;
}

export const VALIDATION_MESSAGES = {
  notAnObject: 'The request body must be a JSON object.',
  notEditable: countedMessage({ one: 'This field cannot be changed here: {keys}.', other: 'These fields cannot be changed here: {keys}.' }, (keys: string[]) => [keys.length, { keys: keys.join(', ') }]),
} as const;

/** A key as it may be quoted back in a message: short, printable. */
function quoteKey(key: string): string {
  const printable = key.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}...` : printable;
}

interface Annotated {
  title?: string;
  errorMessage?: string;
  type?: string | string[];
}

function fieldMessage(error: ErrorObject, key: string): string {
  const schema = (error.parentSchema ?? {}) as Annotated;
  const name = schema.title ?? key;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const types = ([] as string[]).concat(schema.type ?? []);
      // A field that is not text (the address, a coordinate) says in its own words what it must hold.
      if ((types.includes('object') || types.includes('number')) && schema.errorMessage) return schema.errorMessage;
      if (types.includes('boolean')) return PROFILE_MESSAGES.notBoolean(name);
      if (schema.title) return PROFILE_MESSAGES.notText(name);
      const wanted = String(params.type).split(',')[0];
      return `${name} must be ${wanted === 'integer' || wanted === 'object' || wanted === 'array' ? 'an' : 'a'} ${wanted}`;
    }
    case 'maxLength':
      return PROFILE_MESSAGES.tooLong(name, Number(params.limit));
    case 'minLength':
      return `${name} must be at least ${String(params.limit)} characters`;
    case 'required':
      return `${String(params.missingProperty)} is required`;
    case 'enum': {
      // A value that may also be cleared (null) says so in words, not as an empty item of the list.
      const allowed = params.allowedValues as unknown[];
      const named = allowed.filter((value) => value !== null).join(', ');
      return `${name} must be one of ${named}${allowed.includes(null) ? ', or empty' : ''}`;
    }
    default:
      return schema.errorMessage ?? `${name} ${error.message ?? 'is invalid'}`;
  }
}

const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * A refused body in words: the unknown keys when there are any, else each field's problem
 * (one: the field's own message, as the form shows it; several: one sentence each).
 */
export function describeValidation(errors: ErrorObject[]): ValidationFailure {
  const unknown = errors
    .filter((error) => error.keyword === 'additionalProperties')
    .map((error) => {
      const parent = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      return parent ? `${parent}.${key}` : key;
    });
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 10).map(quoteKey);
    if (unknown.length > 10) shown.push(`and ${unknown.length - 10} more`);
    return { message: VALIDATION_MESSAGES.notEditable(shown) };
  }
  if (errors.some((error) => error.instancePath === '' && error.keyword === 'type')) return { message: VALIDATION_MESSAGES.notAnObject };
  const fields: Record<string, string> = {};
  let titled = false;
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean);
    const sent = error.keyword === 'required' ? String((error.params as { missingProperty: string }).missingProperty) : path[path.length - 1];
    if (sent === undefined) continue;
    const key = canonicalFieldName(sent);
    if (fields[key]) continue;
    fields[key] = fieldMessage(error, key);
    titled ||= typeof (error.parentSchema as Annotated | undefined)?.title === 'string';
  }
  const messages = [...new Set(Object.values(fields))];
  const message = messages.length === 1 ? messages[0] : messages.map(sentence).join(' ');
  // Field by field only for the fields of a form (those the schema names with a title).
  return titled ? { message, errors: fields } : { message };
}

/** The first of a form's checks that failed (the validators answer undefined for a good value). */
export function firstError(...messages: Array<string | undefined>): string | undefined {
  return messages.find((message) => message !== undefined);
}
