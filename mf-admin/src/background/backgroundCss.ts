import { BREAKPOINTS } from 'shared-contracts';

/** Layout of Background Image: the current picture, the buttons and the gallery grid. */
export const backgroundCss = `
.fn-background-current { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; align-items: start; }
.fn-background-preview { position: relative; aspect-ratio: 16 / 9; width: 100%; max-width: 480px; overflow: hidden;
  border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius-lg);
  background: linear-gradient(135deg, var(--fn-color-primary-dark), var(--fn-color-primary-light)); }
.fn-background-preview img { display: block; width: 100%; height: 100%; object-fit: cover; }
.fn-background-preview-empty { display: flex; align-items: center; justify-content: center; height: 100%; padding: 12px;
  color: #fff; font-weight: 500; text-align: center; text-shadow: 0 1px 2px rgba(0, 0, 0, 0.4); }
.fn-background-side { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.fn-gallery { margin-top: 16px; padding-top: 16px; border-top: 1px solid var(--fn-color-border-color); }
.fn-gallery-status { display: flex; justify-content: center; padding: 24px 0; }
.fn-gallery-list { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; margin: 0; padding: 0; list-style: none; }
.fn-gallery-item { display: flex; flex-direction: column; min-width: 0; overflow: hidden; border: 1px solid var(--fn-color-border-color);
  border-radius: var(--fn-border-radius-lg); background: var(--fn-color-background-paper); }
.fn-gallery-item.is-current { border-color: var(--fn-color-primary); box-shadow: 0 0 0 1px var(--fn-color-primary); }
.fn-gallery-image { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: var(--fn-color-border-color); }
.fn-gallery-meta { display: flex; align-items: center; flex-wrap: wrap; gap: 4px 8px; padding: 8px 10px 0; min-width: 0; }
.fn-gallery-name { flex: 1 1 100%; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.85em;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.fn-gallery-size { color: var(--fn-color-text-secondary); font-size: 0.85em; }
.fn-gallery-current.ant-tag { margin: 0; border-color: var(--fn-color-primary); background: var(--fn-color-primary); color: var(--fn-color-on-primary); }
.fn-gallery-buttons { display: flex; flex-wrap: wrap; gap: 8px; padding: 10px; margin-top: auto; }
@media (min-width: ${BREAKPOINTS.sm}px) {
  .fn-background-current { grid-template-columns: minmax(0, 480px) minmax(0, 1fr); gap: 24px; }
  .fn-gallery-list { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (min-width: ${BREAKPOINTS.md}px) {
  .fn-gallery-list { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
`;
