import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_THEME, ThemeSchema, themeProblem, type Theme } from 'shared-contracts';
import { valueCheck } from '../../schema-check.js';

/*
 * The server checks a theme with its schema (Ajv); the page, which carries no validator library,
 * with shared-contracts' own checker (theme/check.ts). The two must give the same answer, or an
 * import the page accepts would be refused on save, or a stored theme the server keeps would be
 * dropped by the page.
 */
const bySchema = valueCheck<Theme>(ThemeSchema);
const byPage = (value: unknown) => themeProblem(value) === undefined;

const variant = (change: (theme: any) => void) => {
  const theme = structuredClone(DEFAULT_THEME) as any;
  change(theme);
  return theme;
};

const cases: Array<[string, unknown]> = [
  ['the default theme', DEFAULT_THEME],
  ['#rgb, #rgba, #rrggbbaa, rgb() and rgba() colours', variant((t) => Object.assign(t.colors, { primary: '#abc', secondary: '#abcd', info: '#11223344', error: 'rgb(1, 2, 3)', success: 'rgba(1, 2, 3, 0.5)' }))],
  ['sizes in px, rem, em and %', variant((t) => Object.assign(t.typography, { fontSize: '15px', h1Size: '2rem', h2Size: '1.5em', h3Size: '100%' }))],
  ['quoted and bare font names', variant((t) => (t.typography.fontFamily = '"Noto Sans", Georgia, serif'))],
  ['no shadow, and four shadows', variant((t) => Object.assign(t.effects, { shadowLight: 'none', shadowHeavy: '0 1px 2px #000, 0 2px 4px #000, 0 3px 6px #000, 0 4px 8px #000' }))],
  ['CSS closing the declaration', variant((t) => (t.colors.primary = 'red;}body{display:none'))],
  ['url(javascript:)', variant((t) => (t.colors.backgroundDefault = 'url(javascript:alert(1))'))],
  ['var()', variant((t) => (t.colors.info = 'var(--x)'))],
  ['a named colour', variant((t) => (t.colors.error = 'red'))],
  ['a channel over 255', variant((t) => (t.colors.warning = 'rgb(256, 0, 0)'))],
  ['a quote left open', variant((t) => (t.typography.fontFamily = '"Roboto, sans-serif'))],
  ['a semicolon in the font', variant((t) => (t.typography.fontFamily = 'Arial; color: red'))],
  ['calc() as a size', variant((t) => (t.spacing.unit = 'calc(100vh + 1px)'))],
  ['a negative size', variant((t) => (t.layout.borderRadius = '-4px'))],
  ['url() in a shadow', variant((t) => (t.effects.shadowMedium = '0 0 url(x)'))],
  ['five shadows', variant((t) => (t.effects.shadowLight = '0 1px #000, 0 1px #000, 0 1px #000, 0 1px #000, 0 1px #000'))],
  ['a flag as text', variant((t) => (t.effects.darkMode = 'true'))],
  ['a colour as null', variant((t) => (t.colors.primary = null))],
  ['a missing colour', variant((t) => delete t.colors.primary)],
  ['a missing group', variant((t) => delete t.layout)],
  ['an unknown colour', variant((t) => (t.colors.accent = '#ffffff'))],
  ['an unknown group', variant((t) => (t.script = {}))],
  ['constructor as a key', variant((t) => (t.colors.constructor = '#ffffff'))],
  ['__proto__ as a key (as JSON.parse makes it)', JSON.parse(JSON.stringify(DEFAULT_THEME).replace('"colors":', '"__proto__":{"x":1},"colors":'))],
  ['an array', [DEFAULT_THEME]],
  ['null', null],
  ['text', 'theme'],
];

describe('the page checks a theme as the server does', () => {
  for (const [name, value] of cases) {
    test(name, () => {
      assert.equal(byPage(value), bySchema(value));
    });
  }

  test('both accept the valid ones and refuse the rest', () => {
    assert.deepEqual(
      cases.filter(([, value]) => bySchema(value)).map(([name]) => name),
      ['the default theme', '#rgb, #rgba, #rrggbbaa, rgb() and rgba() colours', 'sizes in px, rem, em and %', 'quoted and bare font names', 'no shadow, and four shadows'],
    );
  });
});
