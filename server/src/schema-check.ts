import { Ajv, type Options } from 'ajv';
import { FORMAT_CHECKS } from 'shared-contracts';
import { FAMILY_FORMAT_CHECKS } from 'shared-contracts/family';

/*
 * How the server checks a value against a schema of shared-contracts: the request bodies of
 * every route (http/validation.ts) and what it reads back from storage (a saved theme), with the
 * same Ajv settings and the contracts' named formats.
 */

export const AJV_OPTIONS: Options = {
  // Every problem of a form at once, so each field can say what is wrong with it. Bodies are
  // small (route body limits) and the patterns linear, so this cannot be used to stall the server.
  allErrors: true,
  verbose: true,
  removeAdditional: false,
  useDefaults: false,
  keywords: ['errorMessage'],
  formats: Object.fromEntries(Object.entries({ ...FORMAT_CHECKS, ...FAMILY_FORMAT_CHECKS }).map(([name, check]) => [name, { type: 'string', validate: check }])),
};

/** The one strict validator: a value of the wrong type is refused, never converted. */
export const strictAjv = new Ajv({ ...AJV_OPTIONS, coerceTypes: false });

/** A test of whether a value holds to `schema` (no value is changed). */
export function valueCheck<T>(schema: object): (value: unknown) => value is T {
  const validate = strictAjv.compile(schema);
  return (value): value is T => validate(value) === true;
}
