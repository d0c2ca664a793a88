import type { HTMLAttributes } from 'react';
import { KitStyle } from './KitStyle.js';

/*
 * Part of the plain controls (shared-contracts/ui): drawn like antd's (sizes, states, focus) in the
 * theme's CSS variables, without antd's CSS-in-JS engine and ConfigProvider (see index.ts).
 */

const css = `
.fn-tag { display: inline-flex; align-items: center; gap: 4px; height: auto; padding: 0 7px; font-size: 12px; line-height: 20px;
  white-space: nowrap; color: var(--fn-color-text-primary); background: color-mix(in srgb, var(--fn-color-text-primary) 4%, transparent);
  border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius-sm); }
`;

/** A short label beside something (antd Tag). */
export function Tag({ className, ...span }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <>
      <KitStyle name="tag" css={css} />
      <span className={className ? `fn-tag ${className}` : 'fn-tag'} {...span} />
    </>
  );
}
