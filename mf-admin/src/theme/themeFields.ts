import type { Theme, ThemeColors } from 'shared-contracts';

/** The theme's colours as the form groups and names them. */
export const COLOR_GROUPS: Array<{ title: string; fields: Array<[keyof ThemeColors, string]> }> = [
  {
    title: 'Brand',
    fields: [
      ['primary', 'Primary'],
      ['primaryLight', 'Primary Light'],
      ['primaryDark', 'Primary Dark'],
      ['secondary', 'Secondary'],
      ['secondaryLight', 'Secondary Light'],
      ['secondaryDark', 'Secondary Dark'],
    ],
  },
  {
    title: 'Page and text',
    fields: [
      ['backgroundDefault', 'Background'],
      ['backgroundPaper', 'Paper'],
      ['textPrimary', 'Text Primary'],
      ['textSecondary', 'Text Secondary'],
      ['borderColor', 'Border'],
    ],
  },
  {
    title: 'Status',
    fields: [
      ['error', 'Error'],
      ['warning', 'Warning'],
      ['info', 'Info'],
      ['success', 'Success'],
    ],
  },
];

type TextGroup = 'typography' | 'spacing' | 'layout' | 'effects';

/** The theme's other values typed as text (sizes, fonts, shadows), grouped as the model groups them. */
export const TEXT_GROUPS: Array<{ title: string; group: TextGroup; fields: Array<[string, string, string]> }> = [
  {
    title: 'Typography',
    group: 'typography',
    fields: [
      ['fontFamily', 'Font Family', 'Font names separated by commas'],
      ['fontSize', 'Font Size', 'e.g. 14px'],
      ['h1Size', 'Heading 1 Size', 'e.g. 2.125rem'],
      ['h2Size', 'Heading 2 Size', 'e.g. 1.5rem'],
      ['h3Size', 'Heading 3 Size', 'e.g. 1.25rem'],
    ],
  },
  {
    title: 'Spacing',
    group: 'spacing',
    fields: [
      ['unit', 'Spacing Unit', 'e.g. 8px'],
      ['containerPadding', 'Container Padding', 'e.g. 16px'],
      ['cardMargin', 'Card Margin', 'e.g. 16px'],
    ],
  },
  {
    title: 'Layout',
    group: 'layout',
    fields: [
      ['borderRadius', 'Border Radius', 'e.g. 4px'],
      ['borderRadiusSm', 'Small Border Radius', 'e.g. 2px'],
      ['borderRadiusLg', 'Large Border Radius', 'e.g. 8px'],
    ],
  },
  {
    title: 'Shadows',
    group: 'effects',
    fields: [
      ['shadowLight', 'Light Shadow', 'e.g. 0 1px 3px rgba(0, 0, 0, 0.12)'],
      ['shadowMedium', 'Medium Shadow', 'e.g. 0 4px 12px rgba(0, 0, 0, 0.15)'],
      ['shadowHeavy', 'Heavy Shadow', 'e.g. 0 8px 24px rgba(0, 0, 0, 0.2)'],
    ],
  },
];

type Flag = 'darkMode' | 'highContrast' | 'glassmorphism';

/** The three flags, with what each does to what members see. */
export const FLAGS: Array<[Flag, string, string]> = [
  ['darkMode', 'Dark Mode', 'Dark page, cards and controls with light text, on every screen.'],
  ['highContrast', 'High Contrast', 'Black on white (or white on black), dark borders, thick focus rings, strong accent colours.'],
  ['glassmorphism', 'Glassmorphism', 'Cards and bars become frosted glass over the background picture.'],
];

/** True when two themes hold the same values (key order aside). */
export function sameTheme(a: Theme, b: Theme): boolean {
  return (Object.keys(a) as Array<keyof Theme>).every((group) =>
    Object.keys(a[group]).every((key) => (a[group] as Record<string, unknown>)[key] === (b[group] as Record<string, unknown>)[key]),
  );
}
