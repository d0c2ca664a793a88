import { BREAKPOINTS } from 'shared-contracts';

/** Layout rules of the dashboard frame (media queries cannot be inline styles). */
export const dashboardCss = `
.fn-dashboard { min-height: 100vh; display: flex; flex-direction: column; background: var(--fn-color-background-default); }
.fn-topbar { position: sticky; top: 0; z-index: 100; display: flex; align-items: center; gap: 4px;
  padding: 8px var(--fn-spacing-container-padding); padding-top: max(8px, env(safe-area-inset-top));
  background: var(--fn-color-background-paper); border-bottom: 1px solid var(--fn-color-border-color);
  box-shadow: var(--fn-shadow-light); -webkit-backdrop-filter: var(--fn-backdrop-filter); backdrop-filter: var(--fn-backdrop-filter); }
.fn-topbar-brand { display: flex; align-items: center; gap: 8px; text-decoration: none; margin-inline-end: auto; min-width: 0; }
.fn-topbar-actions { display: flex; align-items: center; gap: 2px; }
.fn-install-label { display: none; }
.fn-dashboard-main { position: relative; flex: 1; width: 100%; max-width: 1280px; margin: 0 auto;
  padding: var(--fn-spacing-container-padding); padding-bottom: calc(72px + env(safe-area-inset-bottom)); }
.fn-bottomnav { position: fixed; left: 0; right: 0; bottom: 0; z-index: 100; display: flex; justify-content: center;
  background: var(--fn-color-background-paper); border-top: 1px solid var(--fn-color-border-color);
  padding-bottom: env(safe-area-inset-bottom); -webkit-backdrop-filter: var(--fn-backdrop-filter); backdrop-filter: var(--fn-backdrop-filter); }
.fn-bottomnav-inner { display: flex; width: 100%; max-width: 640px; }
.fn-bottomnav-tab { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px;
  min-height: 56px; border: 0; background: none; cursor: pointer; font: inherit; font-size: 12px;
  color: var(--fn-color-text-secondary); text-decoration: none; }
.fn-bottomnav-tab .anticon { font-size: 20px; }
.fn-bottomnav-tab[aria-current="page"] { color: var(--fn-color-primary); font-weight: 600; }
.fn-bottomnav-tab:focus-visible, .fn-topbar a:focus-visible { outline: 2px solid var(--fn-color-primary); outline-offset: 2px; }
/* The family's background picture (MovingBackdrop) behind every screen, under a veil of the page
   colour (--fn-backdrop-scrim: 0.72, less with glass, almost opaque in high contrast) so the
   titles and text that sit on it directly stay readable; the main area paints above it. */
.fn-dashboard-backdrop { background-color: var(--fn-color-background-default); }
.fn-dashboard-backdrop::after { content: ''; position: absolute; inset: 0; background: var(--fn-color-background-default);
  opacity: var(--fn-backdrop-scrim); }
@media (max-width: ${BREAKPOINTS.sm - 1}px) {
  .fn-topbar-site-logo { display: none; }
}
@media (min-width: ${BREAKPOINTS.md}px) {
  .fn-install-label { display: inline; }
}
.fn-passkey-offer { margin-bottom: 16px; }
.fn-passkey-offer-text { margin: 0 0 12px; }
.fn-passkey-offer-actions { display: flex; gap: 8px; flex-wrap: wrap; }
/* An icon button's name under it (Hint.tsx): on hover where a pointer hovers, and on keyboard
   focus. Not drawn otherwise, so a hint near the edge never widens a phone's page. The plain
   content line is for browsers that do not know the alternative-text form after it. */
.fn-hint { position: relative; display: inline-flex; }
.fn-hint::after { content: attr(data-hint); content: attr(data-hint) / ""; display: none; position: absolute; z-index: 1070; top: calc(100% + 6px);
  left: 50%; transform: translateX(-50%); padding: 4px 8px; border-radius: 6px; background: rgba(0, 0, 0, 0.85);
  color: #fff; font-size: 12px; line-height: 18px; white-space: nowrap; pointer-events: none; }
@media (hover: hover) { .fn-hint:hover::after { display: block; } }
.fn-hint:has(:focus-visible)::after { display: block; }
.fn-topbar-actions > .fn-hint:last-of-type::after { left: auto; inset-inline-end: 0; transform: none; }
`;
