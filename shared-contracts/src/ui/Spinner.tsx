import { KitStyle } from './KitStyle.js';

/*
 * Part of the plain controls (shared-contracts/ui): drawn like antd's (sizes, states, focus) in the
 * theme's CSS variables, without antd's CSS-in-JS engine and ConfigProvider (see index.ts).
 */

const css = `
.fn-spin-dots { --fn-spin-size: 20px; position: relative; display: inline-block; flex: none; width: var(--fn-spin-size);
  height: var(--fn-spin-size); animation: fn-spin-rotate 1.2s linear infinite; }
.fn-spin-dots-small { --fn-spin-size: 14px; }
.fn-spin-dots-large { --fn-spin-size: 32px; }
.fn-spin-dots i { position: absolute; width: 44%; height: 44%; border-radius: 100%; background: var(--fn-color-primary);
  opacity: 0.3; transform: scale(0.75); animation: fn-spin-move 1s linear infinite alternate; }
.fn-spin-dots i:nth-child(1) { top: 0; left: 0; }
.fn-spin-dots i:nth-child(2) { top: 0; right: 0; animation-delay: 0.4s; }
.fn-spin-dots i:nth-child(3) { right: 0; bottom: 0; animation-delay: 0.8s; }
.fn-spin-dots i:nth-child(4) { bottom: 0; left: 0; animation-delay: 1.2s; }
@keyframes fn-spin-rotate { to { transform: rotate(405deg); } }
@keyframes fn-spin-move { to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .fn-spin-dots, .fn-spin-dots i { animation-duration: 3s; } }
`;

/**
 * Something is on its way (antd Spin: four dots turning, in the primary colour). Decorative by
 * default (the region around it says what loads); with `label` it names itself.
 */
export function Spinner({ size, label, className }: { size?: 'small' | 'large'; label?: string; className?: string }) {
  const classes = ['fn-spin-dots', size && `fn-spin-dots-${size}`, className].filter(Boolean).join(' ');
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <>
      <KitStyle name="spinner" css={css} />
      <span className={classes} {...named}>
        <i />
        <i />
        <i />
        <i />
      </span>
    </>
  );
}
