import { BREAKPOINTS } from 'shared-contracts';

/** Layout of Theme Customization: its tabs, fields and preview (one column on phones). */
export const themeCss = `
.fn-tabs-list { display: flex; gap: 4px; margin: 4px 0 0; border-bottom: 1px solid var(--fn-color-border-color); }
.fn-tabs-tab { position: relative; padding: 10px 16px; border: 0; background: none; font: inherit; font-weight: 500; cursor: pointer;
  color: var(--fn-color-text-secondary); border-radius: var(--fn-border-radius) var(--fn-border-radius) 0 0; }
.fn-tabs-tab:hover { color: var(--fn-color-text-primary); }
.fn-tabs-tab[aria-selected="true"] { color: var(--fn-color-primary); }
.fn-tabs-tab[aria-selected="true"]::after { content: ''; position: absolute; inset-inline: 8px; bottom: -1px; height: 3px;
  border-radius: 3px 3px 0 0; background: var(--fn-color-primary); }
.fn-tabs-tab:focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary); outline-offset: -2px; }
.fn-tabs-panel { padding-top: 8px; }

.fn-theme-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
.fn-theme-groups { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; min-width: 0; }
.fn-theme-group { min-width: 0; margin: 0; padding: 12px 14px 4px; border: 1px solid var(--fn-color-border-color);
  border-radius: var(--fn-border-radius-lg); }
.fn-theme-group legend { width: auto; margin: 0; padding: 0 6px; border: 0; font-size: 1em; font-weight: 600; color: var(--fn-color-text-primary); }
.fn-theme-fields { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px 16px; }
.fn-color-field, .fn-text-field { min-width: 0; margin-bottom: 12px; }
.fn-field-label { display: block; margin-bottom: 4px; font-weight: 500; color: var(--fn-color-text-primary); }
.fn-field-error { margin-top: 4px; color: var(--fn-color-error); font-size: 0.85em; }
.fn-field-hint { margin-top: 2px; color: var(--fn-color-text-secondary); font-size: 0.85em; }
.fn-color-row { display: flex; align-items: center; gap: 8px; }
.fn-color-swatch { position: relative; flex: none; width: 36px; height: 32px; border: 1px solid var(--fn-color-border-color);
  border-radius: var(--fn-border-radius); overflow: hidden;
  background: conic-gradient(#ccc 25%, #fff 0 50%, #ccc 0 75%, #fff 0) 0 0 / 10px 10px; }
.fn-color-swatch-fill { position: absolute; inset: 0; }
.fn-color-swatch input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; padding: 0; border: 0; opacity: 0; cursor: pointer; }
.fn-color-swatch:focus-within { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary); outline-offset: 2px; }
.fn-color-opacity { display: grid; grid-template-columns: auto minmax(0, 1fr) 3.2em; align-items: center; gap: 8px; margin-top: 4px;
  color: var(--fn-color-text-secondary); font-size: 0.85em; }
.fn-color-opacity input { width: 100%; margin: 0; accent-color: var(--fn-color-primary); }
.fn-color-opacity output { text-align: end; font-variant-numeric: tabular-nums; }
.fn-flag { display: flex; align-items: flex-start; gap: 12px; margin-bottom: 12px; }
.fn-flag .fn-switch { flex: none; margin-top: 2px; }
.fn-flag-text { display: flex; flex-direction: column; min-width: 0; }
.fn-flag-text label { font-weight: 500; cursor: pointer; }
.fn-flag-text span { color: var(--fn-color-text-secondary); font-size: 0.85em; }

.fn-theme-preview { margin: 0; min-width: 0; }
.fn-theme-preview-page { padding: 16px; border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius-lg);
  background: linear-gradient(135deg, color-mix(in srgb, var(--fn-color-primary) 30%, var(--fn-color-background-default)),
    var(--fn-color-background-default) 55%, color-mix(in srgb, var(--fn-color-secondary) 30%, var(--fn-color-background-default)));
  font-family: var(--fn-font-family); font-size: var(--fn-font-size); }
.fn-theme-preview-card { padding: var(--fn-spacing-container-padding); background: var(--fn-color-background-paper); color: var(--fn-color-text-primary);
  border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius-lg); box-shadow: var(--fn-shadow-medium); }
.fn-theme-preview-card.is-glass { -webkit-backdrop-filter: var(--fn-backdrop-filter); backdrop-filter: var(--fn-backdrop-filter); }
.fn-theme-preview-card p { margin: 0; }
.fn-theme-preview-title { font-size: var(--fn-h3-size); font-weight: 600; color: var(--fn-color-primary); }
.fn-theme-preview-text { margin-top: 8px !important; font-weight: 500; }
.fn-theme-preview-muted { color: var(--fn-color-text-secondary); }
.fn-theme-preview-buttons, .fn-theme-preview-chips { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
.fn-theme-preview-button { padding: 4px 14px; border-radius: var(--fn-border-radius); color: #fff; font-weight: 500; }
.fn-theme-preview-button.is-primary { background: var(--fn-color-primary); color: var(--fn-color-on-primary); }
.fn-theme-preview-button.is-secondary { background: var(--fn-color-secondary); }
.fn-theme-preview-chip { padding: 1px 8px; border-radius: 999px; color: #fff; font-size: 0.85em; }

.fn-theme-actions { display: flex; flex-direction: column; gap: 12px; }
.fn-theme-actions .fn-settings-buttons .fn-button { min-width: 150px; }

@media (min-width: ${BREAKPOINTS.sm}px) {
  .fn-theme-fields { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (min-width: ${BREAKPOINTS.lg}px) {
  .fn-theme-layout { grid-template-columns: minmax(0, 1fr) 300px; align-items: start; }
  .fn-theme-preview { position: sticky; top: 80px; }
}
@media (max-width: ${BREAKPOINTS.sm - 1}px) {
  .fn-theme-actions .fn-settings-buttons .fn-button { flex: 1 1 100%; }
}
`;
