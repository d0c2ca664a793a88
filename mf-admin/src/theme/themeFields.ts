import type { Theme, ThemeColors } from 'shared-contracts';
import type { TextKey } from '../messages';

/** The theme's colours as the form groups and names them (the names are messages: theme.color.*). */
export const COLOR_GROUPS: Array<{ title: TextKey; fields: Array<[keyof ThemeColors, TextKey]> }> = [
  {
    title: 'theme.group.brand',
    fields: [
      ['primary', 'theme.color.primary'],
      ['primaryLight', 'theme.color.primaryLight'],
      ['primaryDark', 'theme.color.primaryDark'],
      ['secondary', 'theme.color.secondary'],
      ['secondaryLight', 'theme.color.secondaryLight'],
      ['secondaryDark', 'theme.color.secondaryDark'],
    ],
  },
  {
    title: 'theme.group.page',
    fields: [
      ['backgroundDefault', 'theme.color.backgroundDefault'],
      ['backgroundPaper', 'theme.color.backgroundPaper'],
      ['textPrimary', 'theme.color.textPrimary'],
      ['textSecondary', 'theme.color.textSecondary'],
      ['borderColor', 'theme.color.borderColor'],
    ],
  },
  {
    title: 'theme.group.status',
    fields: [
      ['error', 'theme.color.error'],
      ['warning', 'theme.color.warning'],
      ['info', 'theme.color.info'],
      ['success', 'theme.color.success'],
    ],
  },
];

type TextGroup = 'typography' | 'spacing' | 'layout' | 'effects';

/**
 * The theme's other values typed as text (sizes, fonts, shadows), grouped as the model groups
 * them: each with its label and, under it, a hint (a message) or an example value (CSS, shown
 * as it is typed in every language).
 */
export const TEXT_GROUPS: Array<{ title: TextKey; group: TextGroup; fields: Array<[string, TextKey, { hint: TextKey } | { example: string }]> }> = [
  {
    title: 'theme.group.typography',
    group: 'typography',
    fields: [
      ['fontFamily', 'theme.field.fontFamily', { hint: 'theme.hint.fontFamily' }],
      ['fontSize', 'theme.field.fontSize', { example: '14px' }],
      ['h1Size', 'theme.field.h1Size', { example: '2.125rem' }],
      ['h2Size', 'theme.field.h2Size', { example: '1.5rem' }],
      ['h3Size', 'theme.field.h3Size', { example: '1.25rem' }],
    ],
  },
  {
    title: 'theme.group.spacing',
    group: 'spacing',
    fields: [
      ['unit', 'theme.field.unit', { example: '8px' }],
      ['containerPadding', 'theme.field.containerPadding', { example: '16px' }],
      ['cardMargin', 'theme.field.cardMargin', { example: '16px' }],
    ],
  },
  {
    title: 'theme.group.layout',
    group: 'layout',
    fields: [
      ['borderRadius', 'theme.field.borderRadius', { example: '4px' }],
      ['borderRadiusSm', 'theme.field.borderRadiusSm', { example: '2px' }],
      ['borderRadiusLg', 'theme.field.borderRadiusLg', { example: '8px' }],
    ],
  },
  {
    title: 'theme.group.shadows',
    group: 'effects',
    fields: [
      ['shadowLight', 'theme.field.shadowLight', { example: '0 1px 3px rgba(0, 0, 0, 0.12)' }],
      ['shadowMedium', 'theme.field.shadowMedium', { example: '0 4px 12px rgba(0, 0, 0, 0.15)' }],
      ['shadowHeavy', 'theme.field.shadowHeavy', { example: '0 8px 24px rgba(0, 0, 0, 0.2)' }],
    ],
  },
];

type Flag = 'darkMode' | 'highContrast' | 'glassmorphism';

/** The three flags, with what each does to what members see (label and description messages). */
export const FLAGS: Array<[Flag, TextKey, TextKey]> = [
  ['darkMode', 'theme.flag.darkMode', 'theme.flag.darkMode.help'],
  ['highContrast', 'theme.flag.highContrast', 'theme.flag.highContrast.help'],
  ['glassmorphism', 'theme.flag.glassmorphism', 'theme.flag.glassmorphism.help'],
];

/** True when two themes hold the same values (key order aside). */
export function sameTheme(a: Theme, b: Theme): boolean {
  return (Object.keys(a) as Array<keyof Theme>).every((group) =>
    Object.keys(a[group]).every((key) => (a[group] as Record<string, unknown>)[key] === (b[group] as Record<string, unknown>)[key]),
  );
}
