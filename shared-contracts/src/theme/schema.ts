import * as t from '../schema/t.js';

/*
 * The site theme (spec section 3). Every value ends up in the page's CSS (as a CSS variable,
 * and inside the stylesheet antd writes from its tokens), so each is held to a pattern that
 * cannot carry anything but its kind of value: no ';', '{', '}', '\\', no quote left open, no
 * function but rgb()/rgba() (so no url(), expression(), var() or attr()), hence no way to
 * inject CSS or script. The client checks imported files against the same patterns.
 */
const HEX = '#[0-9a-fA-F]{3,4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}';
const BYTE = '(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const ALPHA = '(0|1|0?\\.[0-9]{1,4}|1\\.0{1,4})';
const RGBA = `rgba?\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*(,\\s*${ALPHA}\\s*)?\\)`;
const COLOR = `(${HEX}|${RGBA})`;
/** A shadow's offset, blur or spread: 0, 1px, -2.5px, 0.5rem. */
const OFFSET = '-?[0-9]{1,3}(\\.[0-9]{1,3})?(px|rem|em)?';
const SHADOW = `(inset\\s+)?${OFFSET}(\\s+${OFFSET}){1,3}(\\s+${COLOR})?`;
/** A font name: quoted (letters, digits, spaces, hyphens) or unquoted words. */
const FONT = `("[A-Za-z0-9 -]{1,60}"|'[A-Za-z0-9 -]{1,60}'|[A-Za-z0-9-]{1,60}( [A-Za-z0-9-]{1,60})*)`;

const THEME_PATTERNS = {
  /** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r, g, b) or rgba(r, g, b, a) with 0-255 and 0-1. */
  color: `^${COLOR}$`,
  /** A CSS length: 14px, 1.25rem, 0.5em, 100%. */
  length: '^[0-9]{1,3}(\\.[0-9]{1,4})?(px|rem|em|%)$',
  /** Font names, quoted or not, separated by commas: "Roboto", Arial, sans-serif. */
  fontFamily: `^${FONT}(\\s*,\\s*${FONT}){0,9}$`,
  /** A box-shadow (up to four, comma-separated) of offsets and a colour, or none. */
  shadow: `^(none|${SHADOW}(\\s*,\\s*${SHADOW}){0,3})$`,
} as const;

/** The longest text any theme value may be (the patterns bound it too; this stops work early). */
const THEME_VALUE_MAX_LENGTH = 300;

/** Why a theme value is refused, by its key (said as it is: the keys are the theme file's). */
export const THEME_MESSAGES = {
  color: (key: string) => `${key} must be a colour such as #1976d2 or rgba(25, 118, 210, 0.5)`,
  length: (key: string) => `${key} must be a size such as 14px or 1.25rem`,
  fontFamily: 'The font must be a list of font names (letters, digits, spaces, commas, quotes and hyphens)',
  shadow: (key: string) => `${key} must be a CSS shadow such as 0 1px 3px rgba(0, 0, 0, 0.12)`,
} as const;

const text = (pattern: string, name: string, errorMessage: string) =>
  t.string({ maxLength: THEME_VALUE_MAX_LENGTH, pattern, title: name, errorMessage });
const color = (name: string) => text(THEME_PATTERNS.color, name, THEME_MESSAGES.color(name));
const length = (name: string) => text(THEME_PATTERNS.length, name, THEME_MESSAGES.length(name));
const shadow = (name: string) => text(THEME_PATTERNS.shadow, name, THEME_MESSAGES.shadow(name));
const strict = { additionalProperties: false } as const;

const ThemeColorsSchema = t.object(
  {
    primary: color('primary'),
    primaryLight: color('primaryLight'),
    primaryDark: color('primaryDark'),
    secondary: color('secondary'),
    secondaryLight: color('secondaryLight'),
    secondaryDark: color('secondaryDark'),
    backgroundDefault: color('backgroundDefault'),
    backgroundPaper: color('backgroundPaper'),
    textPrimary: color('textPrimary'),
    textSecondary: color('textSecondary'),
    error: color('error'),
    warning: color('warning'),
    info: color('info'),
    success: color('success'),
    borderColor: color('borderColor'),
  },
  strict,
);

export const ThemeSchema = t.object(
  {
    colors: ThemeColorsSchema,
    typography: t.object(
      {
        fontFamily: text(THEME_PATTERNS.fontFamily, 'fontFamily', THEME_MESSAGES.fontFamily),
        fontSize: length('fontSize'),
        h1Size: length('h1Size'),
        h2Size: length('h2Size'),
        h3Size: length('h3Size'),
      },
      strict,
    ),
    spacing: t.object({ unit: length('unit'), containerPadding: length('containerPadding'), cardMargin: length('cardMargin') }, strict),
    layout: t.object(
      { borderRadius: length('borderRadius'), borderRadiusSm: length('borderRadiusSm'), borderRadiusLg: length('borderRadiusLg') },
      strict,
    ),
    effects: t.object(
      {
        shadowLight: shadow('shadowLight'),
        shadowMedium: shadow('shadowMedium'),
        shadowHeavy: shadow('shadowHeavy'),
        glassmorphism: t.boolean({ title: 'glassmorphism' }),
        darkMode: t.boolean({ title: 'darkMode' }),
        highContrast: t.boolean({ title: 'highContrast' }),
      },
      strict,
    ),
  },
  strict,
);

export type Theme = t.Static<typeof ThemeSchema>;
export type ThemeColors = t.Static<typeof ThemeColorsSchema>;

/** GET admin/theme: the family's saved theme, or null before anyone saved one. */
export const ThemeDataSchema = t.object({ theme: t.union([ThemeSchema, t.null()]) });
/** POST admin/theme. */
export const SaveThemePayloadSchema = t.object({ theme: ThemeSchema }, strict);
