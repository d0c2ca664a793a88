import type { ButtonHTMLAttributes } from 'react';
import { KitStyle } from './KitStyle.js';

/*
 * Part of the plain controls (shared-contracts/ui): drawn like antd's (sizes, states, focus) in the
 * theme's CSS variables, without antd's CSS-in-JS engine and ConfigProvider (see index.ts).
 */

const css = `
.fn-switch { position: relative; display: inline-flex; flex: none; align-items: center; width: 44px; height: 22px; padding: 0;
  cursor: pointer; background: color-mix(in srgb, var(--fn-color-text-primary) 35%, transparent); border: 0; border-radius: 11px;
  transition: background 0.2s; }
.fn-switch[aria-checked="true"] { background: var(--fn-color-primary); }
.fn-switch:hover:not(:disabled) { background: color-mix(in srgb, var(--fn-color-text-primary) 50%, transparent); }
.fn-switch[aria-checked="true"]:hover:not(:disabled) { background: var(--fn-color-primary-dark); }
.fn-switch:focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary-light); outline-offset: 1px; }
.fn-switch:disabled { cursor: not-allowed; opacity: 0.65; }
.fn-switch-knob { position: absolute; top: 2px; inset-inline-start: 2px; display: flex; align-items: center; justify-content: center;
  width: 18px; height: 18px; color: var(--fn-color-primary); background: #fff; border-radius: 50%;
  box-shadow: 0 2px 4px rgba(0, 35, 11, 0.2); transition: inset-inline-start 0.2s; }
.fn-switch[aria-checked="true"] .fn-switch-knob { inset-inline-start: 24px; }
.fn-switch-spinner { width: 12px; height: 12px; border: 2px solid currentColor; border-inline-end-color: transparent;
  border-radius: 50%; animation: fn-switch-spin 0.8s linear infinite; }
@keyframes fn-switch-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .fn-switch-spinner { animation-duration: 3s; } }
`;

interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type' | 'role'> {
  checked: boolean;
  /** While a change is saved: a spinner in the knob, and no second change. */
  loading?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch (antd Switch): a button with role="switch", named by its <label for>. */
export function Switch({ checked, loading = false, onChange, disabled, className, ...button }: SwitchProps) {
  return (
    <>
      <KitStyle name="switch" css={css} />
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-busy={loading || undefined}
        className={className ? `fn-switch ${className}` : 'fn-switch'}
        {...button}
        disabled={disabled || loading}
        onClick={() => onChange(!checked)}
      >
        <span className="fn-switch-knob">{loading && <span className="fn-switch-spinner" aria-hidden="true" />}</span>
      </button>
    </>
  );
}
