import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { LOCALE_NAMES, LOCALES, UI_WORDS, isLocale, localeDirection, type Locale } from 'shared-contracts';
import { localeAtom, useChooseLocale, useSharedText } from 'shared-contracts/runtime';
import { KitStyle } from './KitStyle.js';

const css = `
.fn-language-picker { display: inline-flex; align-items: center; gap: 8px; }
.fn-language-picker select { min-height: 32px; padding: 0 8px; font: inherit; color: var(--fn-color-text-primary);
  background: var(--fn-color-background-paper); border: 1px solid var(--fn-color-border-color);
  border-radius: var(--fn-border-radius); cursor: pointer; }
.fn-language-picker select:focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary); outline-offset: 1px; }
`;

/**
 * "Language": the seven, each in its own name and script (one who cannot read the page's
 * language still finds theirs). The page switches at once and the account keeps the choice.
 */
export function LanguagePicker({ className, labelledBy, describedBy }: { className?: string; labelledBy?: string; describedBy?: string }) {
  const shared = useSharedText();
  const locale = useAtomValue(localeAtom);
  const choose = useChooseLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const pick = async (value: string) => {
    if (!isLocale(value)) return;
    setBusy(true);
    try {
      await choose(value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={className ? `fn-language-picker ${className}` : 'fn-language-picker'}>
      <KitStyle name="language-picker" css={css} />
      {/* Named by the section around it (a profile's heading), or by its own label. */}
      {!labelledBy && <label htmlFor={id}>{shared(UI_WORDS.language)}</label>}
      <select
        id={id}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        value={isLocale(locale) ? locale : ''}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(event) => void pick(event.target.value)}
      >
        {/* The tests' pseudo-language is no choice: it is shown as itself while it is on. */}
        {!isLocale(locale) && (
          <option value="" translate="no">
            {locale}
          </option>
        )}
        {LOCALES.map((option: Locale) => (
          // A language's name is itself in every language: never translated.
          <option key={option} value={option} lang={option} dir={localeDirection(option)} translate="no">
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
