import type { ReactNode } from 'react';
import { KitStyle } from './KitStyle.js';
import { UI_WORDS } from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';

/*
 * Part of the plain controls (shared-contracts/ui): drawn like antd's (sizes, states, focus) in the
 * theme's CSS variables, without antd's CSS-in-JS engine and ConfigProvider (see index.ts).
 */

const css = `
.fn-notice { display: flex; align-items: flex-start; gap: 8px; margin-bottom: 16px; padding: 8px 12px;
  color: var(--fn-color-text-primary); border: 1px solid; border-radius: var(--fn-border-radius-lg); word-break: break-word; }
.fn-notice-body { flex: 1; min-width: 0; }
.fn-notice-with-title { padding: 16px 20px; }
.fn-notice-with-title .fn-notice-icon { width: 20px; height: 20px; margin-top: 2px; }
.fn-notice-title { margin-bottom: 4px; font-size: calc(var(--fn-font-size) + 2px); }
.fn-notice-action { flex: none; margin-inline-start: 8px; }
.fn-notice-close { flex: none; display: inline-flex; padding: 2px; margin: 1px 0 0 4px; color: var(--fn-color-text-secondary);
  cursor: pointer; background: none; border: 0; border-radius: var(--fn-border-radius-sm); }
.fn-notice-close:hover { color: var(--fn-color-text-primary); }
.fn-notice-close:focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary); }
.fn-notice-error { background: color-mix(in srgb, var(--fn-color-error) 8%, var(--fn-color-background-paper));
  border-color: color-mix(in srgb, var(--fn-color-error) 35%, var(--fn-color-background-paper)); }
.fn-notice-success { background: color-mix(in srgb, var(--fn-color-success) 8%, var(--fn-color-background-paper));
  border-color: color-mix(in srgb, var(--fn-color-success) 35%, var(--fn-color-background-paper)); }
.fn-notice-warning { background: color-mix(in srgb, var(--fn-color-warning) 10%, var(--fn-color-background-paper));
  border-color: color-mix(in srgb, var(--fn-color-warning) 40%, var(--fn-color-background-paper)); }
.fn-notice-info { background: color-mix(in srgb, var(--fn-color-primary) 8%, var(--fn-color-background-paper));
  border-color: color-mix(in srgb, var(--fn-color-primary) 35%, var(--fn-color-background-paper)); }
.fn-notice-icon { flex: none; width: 16px; height: 16px; margin-top: 3px; }
.fn-notice-info .fn-notice-icon { color: var(--fn-color-primary); }
.fn-notice-error .fn-notice-icon { color: var(--fn-color-error); }
.fn-notice-success .fn-notice-icon { color: var(--fn-color-success); }
.fn-notice-warning .fn-notice-icon { color: var(--fn-color-warning); }
`;

const ICONS = {
  error: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm2.7 8.8-.9.9L8 8.9l-1.8 1.8-.9-.9L7.1 8 5.3 6.2l.9-.9L8 7.1l1.8-1.8.9.9L8.9 8l1.8 1.8z',
  success: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm-1 10.2L3.8 8l.9-.9L7 9.4l4.3-4.3.9.9L7 11.2z',
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm.8 11H7.2V7h1.6zM8 5.8a1 1 0 1 1 0-2 1 1 0 0 1 0 2z',
  warning: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm.8 10.5H7.2V9.9h1.6zm0-2.7H7.2L7 4.5h2z',
};
const CLOSE = 'M12.7 4.2 11.8 3.3 8 7.1 4.2 3.3 3.3 4.2 7.1 8l-3.8 3.8.9.9L8 8.9l3.8 3.8.9-.9L8.9 8z';

interface NoticeProps {
  type: 'error' | 'success' | 'info' | 'warning';
  /** A heading over the text (antd Alert's title with a description), larger. */
  title?: ReactNode;
  children: ReactNode;
  /** A button at the end of the notice (Try again). */
  action?: ReactNode;
  /** Shows a Close button that calls this. */
  onClose?: () => void;
  /** Default: an error, a warning or an outcome is announced at once ('alert'); help is read in place ('status'). */
  role?: 'alert' | 'status';
  className?: string;
}

/** A message with its icon (antd Alert): an error, an outcome, a warning or help. */
export function Notice({ type, title, children, action, onClose, role, className }: NoticeProps) {
  const shared = useSharedText();
  const announced = role ?? (type === 'error' || type === 'warning' || type === 'success' ? 'alert' : 'status');
  return (
    <>
      <KitStyle name="notice" css={css} />
      <div className={['fn-notice', `fn-notice-${type}`, title !== undefined && 'fn-notice-with-title', className].filter(Boolean).join(' ')} role={announced}>
        <svg className="fn-notice-icon" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
          <path d={ICONS[type]} />
        </svg>
        <div className="fn-notice-body">
          {title !== undefined && <div className="fn-notice-title">{title}</div>}
          {children}
        </div>
        {action && <div className="fn-notice-action">{action}</div>}
        {onClose && (
          <button type="button" className="fn-notice-close" aria-label={shared(UI_WORDS.close)} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="12" height="12" fill="currentColor" aria-hidden="true">
              <path d={CLOSE} />
            </svg>
          </button>
        )}
      </div>
    </>
  );
}
