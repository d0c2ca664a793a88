import { useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { KitStyle } from './KitStyle.js';
import { UI_WORDS } from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';

/*
 * Part of the plain controls (shared-contracts/ui): drawn like antd's (sizes, states, focus) in the
 * theme's CSS variables, without antd's CSS-in-JS engine and ConfigProvider (see index.ts).
 */

const css = `
.fn-input { display: flex; align-items: center; width: 100%; min-height: 32px; padding: 0 11px; gap: 4px;
  font: inherit; font-size: var(--fn-font-size); line-height: 1.5714; color: var(--fn-color-text-primary);
  background: var(--fn-color-background-paper); border: 1px solid var(--fn-color-border-color);
  border-radius: var(--fn-border-radius); transition: border-color 0.2s, box-shadow 0.2s; }
.fn-input:hover { border-color: var(--fn-color-primary-light); }
.fn-input:focus-within { border-color: var(--fn-color-primary); outline: 0;
  box-shadow: 0 0 0 2px color-mix(in srgb, var(--fn-color-primary) 20%, transparent); }
.fn-input.fn-input-error { border-color: var(--fn-color-error); }
.fn-input.fn-input-error:focus-within { box-shadow: 0 0 0 2px color-mix(in srgb, var(--fn-color-error) 15%, transparent); }
.fn-input.fn-input-disabled { opacity: 0.6; cursor: not-allowed; }
.fn-input-large { min-height: 40px; font-size: calc(var(--fn-font-size) + 2px); border-radius: var(--fn-border-radius-lg); }
.fn-input input { flex: 1; min-width: 0; padding: 4px 0; font: inherit; color: inherit; background: transparent; border: 0; outline: 0; }
.fn-input-large input { padding: 7px 0; }
.fn-input input::placeholder { color: var(--fn-color-text-secondary); }
.fn-input input::-webkit-search-cancel-button { appearance: none; }
.fn-input-prefix { display: inline-flex; margin-inline-end: 4px; color: var(--fn-color-text-secondary); }
.fn-input-toggle { display: inline-flex; padding: 2px; color: var(--fn-color-text-secondary); cursor: pointer;
  background: none; border: 0; border-radius: var(--fn-border-radius-sm); }
.fn-input-toggle:hover { color: var(--fn-color-text-primary); }
.fn-input-toggle:focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary); }
`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> & {
  status?: 'error';
  size?: 'large';
  /** Drawn inside the frame before the text (a search's magnifier). */
  prefix?: ReactNode;
  /** With a value, a button that empties the field calls this (antd's allowClear). */
  onClear?: () => void;
};

function frameClass(status: 'error' | undefined, disabled: boolean | undefined, size?: 'large', className?: string) {
  return ['fn-input', status === 'error' && 'fn-input-error', disabled && 'fn-input-disabled', size === 'large' && 'fn-input-large', className]
    .filter(Boolean)
    .join(' ');
}

const CLEAR = 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm2.7 8.8-.9.9L8 8.9l-1.8 1.8-.9-.9L7.1 8 5.3 6.2l.9-.9L8 7.1l1.8-1.8.9.9L8.9 8l1.8 1.8z';

/**
 * A text input (antd Input's look), with an optional prefix and clear button. Clear keeps the
 * focus in the field, as antd's allowClear: the button that had it goes once the field is empty.
 */
export function TextInput({ status, size, className, prefix, onClear, ...input }: InputProps) {
  const field = useRef<HTMLInputElement>(null);
  const shared = useSharedText();
  const clearable = onClear && typeof input.value === 'string' && input.value !== '';
  const clear = () => {
    onClear?.();
    field.current?.focus();
  };
  return (
    <>
      <KitStyle name="input" css={css} />
      <span className={frameClass(status, input.disabled, size, className)}>
        {prefix && <span className="fn-input-prefix">{prefix}</span>}
        <input type="text" {...input} ref={field} />
        {clearable && (
          // A press does not take the focus from the field (a tap on a phone keeps its keyboard up).
          <button type="button" className="fn-input-toggle" aria-label={shared(UI_WORDS.clear)} disabled={input.disabled} onMouseDown={(event) => event.preventDefault()} onClick={clear}>
            <svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true">
              <path d={CLEAR} />
            </svg>
          </button>
        )}
      </span>
    </>
  );
}

const EYE = 'M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.2a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6z';
const EYE_OFF = 'M3.3 2.3 2 3.6l3.2 3.2C3.4 8.2 2.1 10.1 1.5 12c1.2 2.7 5 7 10.5 7 1.9 0 3.6-.5 5-1.3l3.4 3.4 1.3-1.3L3.3 2.3zM12 16.5A4.5 4.5 0 0 1 7.8 10.3l1.7 1.7a2.3 2.3 0 0 0 2.5 2.5l1.7 1.7c-.5.2-1.1.3-1.7.3zm10.5-4.5C21.3 9.3 17.5 5 12 5c-1.3 0-2.6.3-3.7.7l2.1 2.1c.5-.2 1-.3 1.6-.3a4.5 4.5 0 0 1 4.5 4.5c0 .6-.1 1.1-.3 1.6l2.9 2.9c1.6-1.2 2.8-2.8 3.4-4.5z';

/** A password input with a button that shows or hides what was typed (antd Input.Password). */
export function PasswordInput({ status, size, prefix: _prefix, onClear: _onClear, ...input }: InputProps) {
  const [visible, setVisible] = useState(false);
  const shared = useSharedText();
  return (
    <>
      <KitStyle name="input" css={css} />
      <span className={frameClass(status, input.disabled, size)}>
        <input {...input} type={visible ? 'text' : 'password'} />
        <button
          type="button"
          className="fn-input-toggle"
          aria-label={shared(visible ? UI_WORDS.hidePassword : UI_WORDS.showPassword)}
          aria-pressed={visible}
          aria-controls={input.id}
          disabled={input.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
            <path d={visible ? EYE : EYE_OFF} />
          </svg>
        </button>
      </span>
    </>
  );
}
