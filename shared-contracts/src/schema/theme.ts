import * as t from './t.js';

/*
 * The site theme (spec section 3). Every value ends up in the page's CSS, so each is held to a
 * pattern that cannot carry anything but its kind of value: no ';', '{', '}', quotes that
 * close, backslashes or url(), hence no way to inject CSS or script.
 */
export const THEME_PATTERNS = {
  /** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(...) or rgba(...) with numbers. */
  color:
    '^(#[0-9a-fA-F]{3,4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\\(\\s*\\d{1,3}\\s*,\\s*\\d{1,3}\\s*,\\s*\\d{1,3}\\s*(,\\s*(0|1|0?\\.\\d+|1\\.0+)\\s*)?\\))$',
  /** A CSS length: 14px, 1.25rem, 0.5em, 100%. */
  length: '^\\d{1,4}(\\.\\d{1,4})?(px|rem|em|%)$',
  /** Font names, quoted or not, separated by commas. */
  fontFamily: '^[A-Za-z0-9 ,"\'-]{1,200}$',
  /** A box-shadow of lengths and colours (or none). */
  shadow: '^(?!.*url)[0-9a-zA-Z .,()#%-]{1,200}$',
} as const;

export const THEME_MESSAGES = {
  color: (name: string) => `${name} must be a colour such as #1976d2 or rgba(25, 118, 210, 0.5)`,
  length: (name: string) => `${name} must be a size such as 14px or 1.25rem`,
  fontFamily: 'The font must be a list of font names (letters, digits, spaces, commas, quotes and hyphens)',
  shadow: (name: string) => `${name} must be a CSS shadow such as 0 1px 3px rgba(0, 0, 0, 0.12)`,
} as const;

const color = (name: string) => t.string({ pattern: THEME_PATTERNS.color, title: name, errorMessage: THEME_MESSAGES.color(name) });
const length = (name: string) => t.string({ pattern: THEME_PATTERNS.length, title: name, errorMessage: THEME_MESSAGES.length(name) });
const shadow = (name: string) => t.string({ pattern: THEME_PATTERNS.shadow, title: name, errorMessage: THEME_MESSAGES.shadow(name) });
const strict = { additionalProperties: false } as const;

export const ThemeColorsSchema = t.object(
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
        fontFamily: t.string({ pattern: THEME_PATTERNS.fontFamily, title: 'fontFamily', errorMessage: THEME_MESSAGES.fontFamily }),
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
export type SaveThemePayload = t.Static<typeof SaveThemePayloadSchema>;
