import { useId, type ReactNode, type Ref } from 'react';
import { BREAKPOINTS } from 'shared-contracts';
import { Notice } from 'shared-contracts/ui';
import type { ShownStatus } from './useStatusMessage';

/**
 * The look of the Settings page and its section cards, written in the theme's variables. One
 * stylesheet however many sections render it (React keeps one <style> per href). A section not
 * loaded yet holds most of a screen's height: only the next one or two are near the visible part
 * (parts/lazySections), not all of them at once.
 */
const css = `
.fn-settings { display: flex; flex-direction: column; gap: var(--fn-spacing-card-margin); }
.fn-settings > h1 { margin: 0; font-size: var(--fn-h2-size); font-weight: 600; line-height: 1.3; color: var(--fn-color-text-primary); }
.fn-settings-section { min-width: 0; padding: var(--fn-spacing-container-padding); background: var(--fn-color-background-paper);
  color: var(--fn-color-text-primary); border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius-lg);
  box-shadow: var(--fn-shadow-light); }
.fn-settings-section-head { display: flex; align-items: center; flex-wrap: wrap; gap: 8px 12px; margin-bottom: 4px; }
.fn-settings-section-head h2 { margin: 0; font-size: var(--fn-h3-size); font-weight: 600; line-height: 1.3; }
.fn-settings-section-description { margin: 0 0 16px; color: var(--fn-color-text-secondary); }
.fn-settings-status { margin: 12px 0; }
.fn-settings-status .fn-notice { margin: 0; }
.fn-settings-loading[aria-busy="true"] { display: flex; flex-direction: column; min-height: min(60vh, 480px); }
.fn-settings-loading[aria-busy="true"] > .fn-spin-dots { margin: auto; }
.fn-settings-hint { margin: 8px 0 0; color: var(--fn-color-text-secondary); font-size: 0.9em; }
.fn-settings-subtitle { margin: 0 0 8px; font-size: 1em; font-weight: 600; color: var(--fn-color-text-primary); }
.fn-settings-buttons { display: flex; flex-wrap: wrap; gap: 8px; }
.fn-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media (min-width: ${BREAKPOINTS.sm}px) {
  .fn-settings-section { padding: calc(var(--fn-spacing-container-padding) * 1.5); }
}
`;

/** The settings page's stylesheet, once however many parts render it. */
export function SettingsStyles() {
  return (
    <style href="fn-settings" precedence="default">
      {css}
    </style>
  );
}

/** A section's status line (see useStatusMessage): a success is announced politely, an error at once. */
export function StatusLine({ message }: { message: ShownStatus | null }) {
  return (
    <div className="fn-settings-status" aria-live="polite">
      {message && (
        <Notice type={message.type} role={message.type === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      )}
    </div>
  );
}

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** Beside the title (a state such as "Unsaved changes"). */
  badge?: ReactNode;
  /**
   * Given, the card stands in for a section whose content is not drawn (parts/lazySections):
   * true while its code is on its way, false once that has failed.
   */
  busy?: boolean;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** One card of the Settings page: a titled region (its h2 names it) on the theme's paper. */
export function SettingsSection({ title, description, badge, busy, ref, children }: SettingsSectionProps) {
  const titleId = useId();
  const standsIn = busy !== undefined;
  return (
    <section ref={ref} className={standsIn ? 'fn-settings-section fn-surface fn-settings-loading' : 'fn-settings-section fn-surface'} aria-labelledby={titleId} aria-busy={busy}>
      <SettingsStyles />
      <div className="fn-settings-section-head">
        <h2 id={titleId}>{title}</h2>
        {badge}
      </div>
      {description && <p className="fn-settings-section-description">{description}</p>}
      {children}
    </section>
  );
}
