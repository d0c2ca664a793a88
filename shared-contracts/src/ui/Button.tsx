import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { KitStyle } from './KitStyle.js';

/*
 * Part of the plain controls (shared-contracts/ui): drawn like antd's (sizes, states, focus) in the
 * theme's CSS variables, without antd's CSS-in-JS engine and ConfigProvider (see index.ts).
 */

const css = `
.fn-button { box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 32px;
  padding: 4px 15px; font: inherit; font-size: var(--fn-font-size); line-height: 1.5714; cursor: pointer;
  color: var(--fn-color-text-primary); background: var(--fn-color-background-paper); text-decoration: none;
  border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius);
  transition: color 0.2s, background 0.2s, border-color 0.2s; white-space: nowrap; vertical-align: middle; }
.fn-button:hover:not(:disabled) { color: var(--fn-color-primary); border-color: var(--fn-color-primary); }
.fn-button:focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary-light); outline-offset: 1px; }
.fn-button:disabled { cursor: not-allowed; opacity: 0.6; }
.fn-button > svg, .fn-button .anticon { flex: none; }
.fn-button-primary { color: var(--fn-color-on-primary); background: var(--fn-color-primary); border-color: var(--fn-color-primary);
  box-shadow: 0 2px 0 color-mix(in srgb, var(--fn-color-primary) 10%, transparent); }
.fn-button-primary:hover:not(:disabled) { color: var(--fn-color-on-primary); background: var(--fn-color-primary-dark); border-color: var(--fn-color-primary-dark); }
.fn-button-primary[aria-busy="true"]:disabled { opacity: 0.65; }
.fn-button-danger { color: var(--fn-color-error); border-color: var(--fn-color-error); }
.fn-button-danger:hover:not(:disabled) { color: color-mix(in srgb, var(--fn-color-error) 75%, #fff); border-color: color-mix(in srgb, var(--fn-color-error) 75%, #fff); }
.fn-button-link { color: var(--fn-color-primary); background: none; border-color: transparent; box-shadow: none; }
.fn-button-link:hover:not(:disabled) { color: var(--fn-color-primary-dark); border-color: transparent; }
.fn-button-text { background: none; border-color: transparent; box-shadow: none; }
.fn-button-text:hover:not(:disabled) { color: var(--fn-color-text-primary); border-color: transparent;
  background: color-mix(in srgb, var(--fn-color-text-primary) 6%, transparent); }
.fn-button-large { min-height: 40px; padding: 6px 15px; font-size: calc(var(--fn-font-size) + 2px); border-radius: var(--fn-border-radius-lg); }
.fn-button-small { min-height: 24px; padding: 0 7px; border-radius: var(--fn-border-radius-sm); }
.fn-button-circle { width: 32px; min-width: 32px; height: 32px; padding: 0; border-radius: 50%; }
.fn-button-icon-only { width: 32px; padding: 0; }
.fn-button-block { display: flex; width: 100%; }
.fn-button-spinner { display: inline-block; flex: none; width: 1em; height: 1em; border: 2px solid currentColor;
  border-right-color: transparent; border-radius: 50%; animation: fn-button-spin 0.8s linear infinite; }
@keyframes fn-button-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .fn-button-spinner { animation-duration: 3s; } }
`;

interface ButtonLook {
  variant?: 'primary' | 'default' | 'link' | 'text';
  size?: 'large' | 'small';
  shape?: 'circle';
  block?: boolean;
  /** An action that removes something (antd's danger: drawn in the error colour). */
  danger?: boolean;
  /** Shows a spinner and says so to assistive technology (aria-busy). */
  loading?: boolean;
  /** Drawn before the label (alone, the button is square, or round with shape="circle"). */
  icon?: ReactNode;
}

type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined; ref?: Ref<HTMLButtonElement> };
type LinkButtonProps = ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; disabled?: undefined; ref?: Ref<HTMLAnchorElement> };

function buttonClass({ variant = 'default', size, shape, block, danger, icon, className }: ButtonLook & { className?: string }, iconOnly: boolean) {
  return [
    'fn-button',
    `fn-button-${variant}`,
    danger && 'fn-button-danger',
    size && `fn-button-${size}`,
    shape === 'circle' && 'fn-button-circle',
    icon && iconOnly && 'fn-button-icon-only',
    block && 'fn-button-block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button (antd Button's look: primary, default, link or text; large or small; round; block;
 * danger; loading; an icon). With `href` it is a link drawn as a button. While loading, as antd's, a
 * click does nothing (nor submits its form): a second tap must not start the action again.
 */
export function Button(props: ButtonProps | LinkButtonProps) {
  const { variant, size, shape, block, danger, loading = false, icon, className, children, ...rest } = props;
  const hasLabel = children !== undefined && children !== null && children !== false && children !== '';
  const classes = buttonClass({ variant, size, shape, block, danger, icon, className }, !hasLabel);
  const inside = (
    <>
      {loading ? <span className="fn-button-spinner" aria-hidden="true" /> : icon}
      {hasLabel && <span>{children}</span>}
    </>
  );
  const ignored = (event: MouseEvent) => event.preventDefault();
  if (typeof rest.href === 'string') {
    const { onClick, ...link } = rest as AnchorHTMLAttributes<HTMLAnchorElement>;
    return (
      <>
        <KitStyle name="button" css={css} />
        <a className={classes} {...link} onClick={loading ? ignored : onClick}>
          {inside}
        </a>
      </>
    );
  }
  const { type = 'button', onClick, ...button } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <>
      <KitStyle name="button" css={css} />
      <button type={type} className={classes} aria-busy={loading || undefined} {...button} onClick={loading ? ignored : onClick}>
        {inside}
      </button>
    </>
  );
}
