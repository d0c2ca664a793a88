import type { ReactNode } from 'react';

/**
 * The name of an icon button, shown below it on hover (where there is a pointer that hovers) and
 * on keyboard focus. Drawn by CSS alone (dashboardCss.ts): antd's Tooltip (its own code, styles
 * and motion) would come with every dashboard screen for a few words. Screen readers get the name
 * from the button's own label; the drawn copy is hidden from them.
 */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="fn-hint" data-hint={label}>
      {children}
    </span>
  );
}
