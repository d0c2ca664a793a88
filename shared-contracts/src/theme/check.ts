import { ThemeSchema, type Theme } from './schema.js';

/*
 * Checking a theme in the browser (an imported file, the copy kept on the device, an answer) by
 * the rules of ThemeSchema, without a validator library in the page. The server checks themes
 * with the schema itself (Ajv); a server test holds the two to the same answers.
 */

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  pattern?: string;
  maxLength?: number;
  errorMessage?: string;
  title?: string;
}

const patterns = new Map<string, RegExp>();
const regexOf = (pattern: string) => {
  let compiled = patterns.get(pattern);
  if (!compiled) patterns.set(pattern, (compiled = new RegExp(pattern, 'u')));
  return compiled;
};

/** Why a theme file does not fit, by the key it is about (the keys are the file's, said as they are). */
export const THEME_CHECK_MESSAGES = {
  notTrueOrFalse: (key: string) => `${key} must be true or false`,
  notText: (key: string) => `${key} must be a text`,
  tooLong: (key: string) => `${key} is too long`,
  notValid: (key: string) => `${key} is not valid`,
  notObject: (key: string) => `${key} must be an object`,
  unknownKeys: (key: string, keys: string) => `${key} has unknown keys: ${keys}`,
  required: (key: string) => `${key} is required`,
} as const;
const M = THEME_CHECK_MESSAGES;

/** What is wrong with `value` by the rules of `schema` (the subset the Theme schema uses), or undefined. */
function problemOf(schema: SchemaNode, value: unknown, name: string): string | undefined {
  if (schema.type === 'boolean') return typeof value === 'boolean' ? undefined : M.notTrueOrFalse(name);
  if (schema.type === 'string') {
    if (typeof value !== 'string') return M.notText(name);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return schema.errorMessage ?? M.tooLong(name);
    if (schema.pattern && !regexOf(schema.pattern).test(value)) return schema.errorMessage ?? M.notValid(name);
    return undefined;
  }
  if (schema.type === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return M.notObject(name);
    const properties = schema.properties ?? {};
    const unknown = Object.keys(value).filter((key) => !Object.prototype.hasOwnProperty.call(properties, key));
    if (unknown.length > 0) return M.unknownKeys(name, unknown.slice(0, 5).join(', '));
    for (const [key, child] of Object.entries(properties)) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) return M.required(key);
      const problem = problemOf(child, (value as Record<string, unknown>)[key], child.title ?? key);
      if (problem) return problem;
    }
    return undefined;
  }
  return M.notValid(name);
}

/**
 * Why `value` is not a theme by ThemeSchema (every key present, none unknown, every value held
 * to its pattern), or undefined when it is one. The same rules as the server's, without a
 * validator library in the page.
 */
export function themeProblem(value: unknown): string | undefined {
  return problemOf(ThemeSchema as unknown as SchemaNode, value, 'theme');
}

export function isTheme(value: unknown): value is Theme {
  return themeProblem(value) === undefined;
}

/** The message for one value of a theme group ('colors', 'typography'...), or undefined when it is fine. */
export function themeValueProblem(group: keyof Theme, key: string, value: unknown): string | undefined {
  const schema = (ThemeSchema as unknown as SchemaNode).properties?.[group]?.properties?.[key];
  return schema ? problemOf(schema, value, schema.title ?? key) : `${key} is not part of the theme`;
}
