import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';

/*
 * The auth pages' controls (sign in, sign up, forgot and reset password): plain HTML elements
 * drawn like antd's (sizes, states, focus) in the theme's CSS variables. The sign-in page is
 * every visitor's first download, and antd's components bring its CSS-in-JS engine, its
 * ConfigProvider and their dependencies (about 90 KB gzip), so these pages use none; the
 * dashboard keeps antd (AntdTheme, 'shared-contracts/antd-theme', around it).
 */

/** The controls' rules, written once by the page that holds the form (AuthCard). */
export const controlsCss = `
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
.fn-input input { flex: 1; min-width: 0; padding: 4px 0; font: inherit; color: inherit; background: transparent; border: 0; outline: 0; }
.fn-input input::placeholder { color: var(--fn-color-text-secondary); }
.fn-input-toggle { display: inline-flex; padding: 2px; color: var(--fn-color-text-secondary); cursor: pointer;
  background: none; border: 0; border-radius: var(--fn-border-radius-sm); }
.fn-input-toggle:hover { color: var(--fn-color-text-primary); }
.fn-input-toggle:focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary); }
.fn-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 32px;
  padding: 4px 15px; font: inherit; font-size: var(--fn-font-size); line-height: 1.5714; cursor: pointer;
  color: var(--fn-color-text-primary); background: var(--fn-color-background-paper);
  border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius);
  transition: color 0.2s, background 0.2s, border-color 0.2s; }
.fn-button:hover:not(:disabled) { color: var(--fn-color-primary); border-color: var(--fn-color-primary); }
.fn-button:focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary-light); outline-offset: 1px; }
.fn-button:disabled { cursor: not-allowed; opacity: 0.6; }
.fn-button-primary { color: var(--fn-color-on-primary); background: var(--fn-color-primary); border-color: var(--fn-color-primary);
  box-shadow: 0 2px 0 color-mix(in srgb, var(--fn-color-primary) 10%, transparent); }
.fn-button-primary:hover:not(:disabled) { color: var(--fn-color-on-primary); background: var(--fn-color-primary-dark); border-color: var(--fn-color-primary-dark); }
.fn-button-primary[aria-busy="true"]:disabled { opacity: 0.65; }
.fn-button-link { color: var(--fn-color-primary); background: none; border-color: transparent; box-shadow: none; }
.fn-button-link:hover:not(:disabled) { color: var(--fn-color-primary-dark); border-color: transparent; }
.fn-button-large { min-height: 40px; padding: 6px 15px; font-size: calc(var(--fn-font-size) + 2px); border-radius: var(--fn-border-radius-lg); }
.fn-button-block { display: flex; width: 100%; }
.fn-passkey-button { margin-top: 10px; }
.fn-button-spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent;
  border-radius: 50%; animation: fn-button-spin 0.8s linear infinite; }
@keyframes fn-button-spin { to { transform: rotate(360deg); } }
.fn-notice { display: flex; align-items: flex-start; gap: 8px; margin-bottom: 16px; padding: 8px 12px;
  color: var(--fn-color-text-primary); border: 1px solid; border-radius: var(--fn-border-radius-lg); word-break: break-word; }
.fn-notice-error { background: color-mix(in srgb, var(--fn-color-error) 8%, var(--fn-color-background-paper));
  border-color: color-mix(in srgb, var(--fn-color-error) 35%, var(--fn-color-background-paper)); }
.fn-notice-success { background: color-mix(in srgb, var(--fn-color-success) 8%, var(--fn-color-background-paper));
  border-color: color-mix(in srgb, var(--fn-color-success) 35%, var(--fn-color-background-paper)); }
.fn-notice-info { background: color-mix(in srgb, var(--fn-color-primary) 8%, var(--fn-color-background-paper));
  border-color: color-mix(in srgb, var(--fn-color-primary) 35%, var(--fn-color-background-paper)); }
.fn-notice-info .fn-notice-icon { color: var(--fn-color-primary); }
.fn-notice-icon { flex: none; width: 16px; height: 16px; margin-top: 3px; }
.fn-notice-error .fn-notice-icon { color: var(--fn-color-error); }
.fn-notice-success .fn-notice-icon { color: var(--fn-color-success); }
.fn-row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { status?: 'error' };

function frameClass(status: 'error' | undefined, disabled: boolean | undefined) {
  return `fn-input${status === 'error' ? ' fn-input-error' : ''}${disabled ? ' fn-input-disabled' : ''}`;
}

/** A text input (antd Input's look). */
export function TextInput({ status, className, ...input }: InputProps) {
  return (
    <span className={`${frameClass(status, input.disabled)}${className ? ` ${className}` : ''}`}>
      <input type="text" {...input} />
    </span>
  );
}

const EYE = 'M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.2a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6z';
const EYE_OFF = 'M3.3 2.3 2 3.6l3.2 3.2C3.4 8.2 2.1 10.1 1.5 12c1.2 2.7 5 7 10.5 7 1.9 0 3.6-.5 5-1.3l3.4 3.4 1.3-1.3L3.3 2.3zM12 16.5A4.5 4.5 0 0 1 7.8 10.3l1.7 1.7a2.3 2.3 0 0 0 2.5 2.5l1.7 1.7c-.5.2-1.1.3-1.7.3zm10.5-4.5C21.3 9.3 17.5 5 12 5c-1.3 0-2.6.3-3.7.7l2.1 2.1c.5-.2 1-.3 1.6-.3a4.5 4.5 0 0 1 4.5 4.5c0 .6-.1 1.1-.3 1.6l2.9 2.9c1.6-1.2 2.8-2.8 3.4-4.5z';

/** A password input with a button that shows or hides what was typed (antd Input.Password). */
export function PasswordInput({ status, ...input }: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={frameClass(status, input.disabled)}>
      <input {...input} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="fn-input-toggle"
        aria-label={visible ? 'Hide password' : 'Show password'}
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
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  size?: 'large';
  block?: boolean;
  /** Shows a spinner and says so to assistive technology (aria-busy). */
  loading?: boolean;
}

/** A button (antd Button's look: primary, default or link; large; block; loading). */
export function Button({ variant = 'default', size, block, loading = false, className, children, type = 'button', ...button }: ButtonProps) {
  const classes = ['fn-button', `fn-button-${variant}`, size === 'large' && 'fn-button-large', block && 'fn-button-block', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} aria-busy={loading || undefined} {...button}>
      {loading && <span className="fn-button-spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

const ICONS = {
  error: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm2.7 8.8-.9.9L8 8.9l-1.8 1.8-.9-.9L7.1 8 5.3 6.2l.9-.9L8 7.1l1.8-1.8.9.9L8.9 8l1.8 1.8z',
  success: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm-1 10.2L3.8 8l.9-.9L7 9.4l4.3-4.3.9.9L7 11.2z',
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm.8 11H7.2V7h1.6zM8 5.8a1 1 0 1 1 0-2 1 1 0 0 1 0 2z',
};

/** A message about the form (antd Alert with its icon): an error or an outcome is announced (role="alert"); help is read in place (role="status"). */
export function Notice({ type, children }: { type: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`fn-notice fn-notice-${type}`} role={type === 'info' ? 'status' : 'alert'}>
      <svg className="fn-notice-icon" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        <path d={ICONS[type]} />
      </svg>
      <div>{children}</div>
    </div>
  );
}
