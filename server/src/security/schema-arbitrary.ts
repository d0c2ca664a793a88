import fc from 'fast-check';

/*
 * Values for a JSON schema (the TypeBox schemas of ENDPOINTS), as a fuzzer wants them: mostly
 * what the schema allows, so a request goes past validation into the handler and the database,
 * and at every level now and then what it does not (a hostile string, a number past the id
 * columns, an array where a scalar goes, a key it does not know). fast-check shrinks a failure to
 * its smallest case.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const MEGABYTE = 1024 * 1024;

/** Text an attacker puts in any text field. */
export const HOSTILE_STRINGS = [
  'ab\u0000cd',
  '\u0000',
  'ab\uD800cd',
  '\uDC00',
  'abc\u202Edef',
  '\u2066x\u2069',
  'ab\u200Bcd',
  '\uFEFFabc',
  'a\rb',
  'Hello\rTEL:+1 555 0100\rEND:VCARD\rBEGIN:VCARD',
  'a\r\nb\u2028c\u2029d\u0085e',
  '',
  '   ',
  '2147483648',
  '9999999999',
  '-1',
  '0',
  '1e308',
  '0x10',
  'NaN',
  "' OR 1=1; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '__proto__',
  'x'.repeat(10_000),
  'x'.repeat(MEGABYTE),
];

/** Numbers past what a column holds, and numbers of the wrong kind. */
const HOSTILE_NUMBERS = [2 ** 31, 2 ** 31 - 1, 2 ** 32, -1, 0, -(2 ** 31) - 1, 1e308, -1e308, 0.5, 1.5, Number.MAX_SAFE_INTEGER + 2, 5e-324];

/** Numbers in digits at the edges of a 32-bit column and past it. */
const ID_EDGES = ['2147483647', '2147483648', '4294967296', '9999999999', '999999'];

/** Values of any type, for any place. */
const hostileAny = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(true, false, null, [], {}, ['x', 1], { value: 'x' }, { __proto__: null, isAdmin: true }),
    fc.jsonValue({ maxDepth: 3 }),
  );

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 200, 2000);
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern)).map((value) => value.slice(0, max));
    // Digits (a page, an id): the edges of the columns they end in, not only short numbers.
    return /^\^\[1-9\]\[0-9\]/.test(schema.pattern) ? fc.oneof(matching, fc.constantFrom(...ID_EDGES)) : matching;
  }
  switch (schema.format) {
    case 'familynet-birthday':
      return fc.oneof(
        fc.date({ min: new Date('1850-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom('', '2023-02-29', '2024-02-29', '1900-01-01', '2100-12-31', '0000-00-00'),
      );
    case 'familynet-person':
      return fc.oneof(fc.constantFrom('m1', 'm2', 'm3', 'm4', 'r1', 'r2'), fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((id) => `r${id}`), fc.constantFrom('m2147483648', 'm0', 'x1', 'm01'));
    case 'familynet-family-date':
      return fc.oneof(
        fc
          .tuple(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true }), fc.constantFrom(4, 7, 10))
          .map(([date, length]) => date.toISOString().slice(0, length)),
        fc.constantFrom('', '1898', '1921-04', '0001', '0000', '1900-02-29', '2100-13', '-0044'),
      );
    case 'familynet-id':
      return fc.oneof(fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String), fc.integer({ min: 1, max: 20 }).map(String), fc.constantFrom(...ID_EDGES));
    default:
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: max }) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(max, 60) }) },
        { weight: 1, arbitrary: fc.emailAddress() },
      );
  }
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -(2 ** 31) : -1e9);
  const max = schema.maximum ?? (integer ? 2 ** 31 : 1e9);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectFor(schema: JsonSchema, depth: number, hostile: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const known = fc.record(Object.fromEntries(keys.map((key) => [key, partFor(properties[key], depth + 1, hostile)])), {
    requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)),
  }) as fc.Arbitrary<Record<string, unknown>>;
  const patterned = Object.values(schema.patternProperties ?? {})[0];
  if (patterned) return fc.tuple(known, fc.dictionary(fc.string({ maxLength: 20 }), partFor(patterned, depth + 1, hostile), { maxKeys: 5 })).map(([base, more]) => ({ ...more, ...base }));
  if (!hostile) return known;
  const unknownKeys = fc.dictionary(fc.constantFrom('isAdmin', 'role', 'id', 'password_hash', 'constructor', 'x'), hostileAny(), { maxKeys: 2 });
  return fc.tuple(known, fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: unknownKeys })).map(([base, more]) => ({ ...more, ...base }));
}

/**
 * A value for `schema`: half the time wholly valid (so it reaches the handler and the database),
 * else valid with hostile values at some of its levels, or hostile as a whole.
 */
export function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: validFor(schema, 0, false) }, { weight: 2, arbitrary: validFor(schema, 0, true) }, { weight: 1, arbitrary: hostileAny() });
}

/** At each level: the schema's own value, or (when `hostile`) one time in six a hostile one. */
function partFor(schema: JsonSchema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  return hostile ? fc.oneof({ weight: 5, arbitrary: validFor(schema, depth, true) }, { weight: 1, arbitrary: hostileAny() }) : validFor(schema, depth, false);
}

function validFor(schema: JsonSchema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validFor(option, depth, hostile)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validFor({ ...schema, type }, depth, hostile)));
  if (depth > 6) return fc.constant(null);
  switch (types[0]) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? partFor(schema.items, depth + 1, hostile) : fc.jsonValue({ maxDepth: 2 }), { maxLength: Math.min(schema.maxItems ?? 5, 12) });
    case 'object':
      return objectFor(schema, depth, hostile);
    default:
      // No type: anything (t.unknown()).
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** A JSON text of `value` with one of its keys written twice (the second wins in JSON.parse; some parsers keep the first). */
export function withDuplicateKey(text: string): string {
  const match = /^\{("(?:[^"\\]|\\.)*"):/.exec(text);
  if (match) return `{${match[1]}:"first",${text.slice(1)}`;
  return text.startsWith('{') ? `{"x":1,"x":2${text === '{}' ? '' : ','}${text.slice(1)}` : text;
}
