/** The tree view's rules (it comes in its own chunk, with them). */
export const treeCss = `
.fn-tree { display: grid; gap: 12px; }
.fn-tree-toolbar { display: flex; flex-wrap: wrap; gap: 8px; }
.fn-tree-viewport { position: relative; height: min(70vh, 640px); min-height: 320px; overflow: hidden; touch-action: none;
  background: var(--fn-color-background-paper); border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius-lg); cursor: grab; }
.fn-tree-viewport:active { cursor: grabbing; }
.fn-tree-viewport:focus-visible, .fn-tree-person [role="button"]:focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-primary); outline-offset: 2px; }
.fn-tree-svg { display: block; width: 100%; height: 100%; user-select: none; }
.fn-tree-muted { margin: 0; color: var(--fn-color-text-secondary); }
.fn-tree-outline-box summary { cursor: pointer; font-weight: 600; padding: 4px 0; }
.fn-tree-outline { display: grid; gap: 8px; padding: 8px 0; }
.fn-tree-outline h3, .fn-tree-outline h4 { margin: 8px 0 4px; }
.fn-tree-outline ul { margin: 0; padding-inline-start: 20px; }
.fn-tree-outline li { margin: 4px 0; }
.fn-tree-outline-partners { margin: 2px 0; color: var(--fn-color-text-secondary); }
.fn-tree-outline-name { padding: 0; font: inherit; color: var(--fn-color-primary-dark); text-decoration: underline; background: none; border: 0; cursor: pointer; text-align: start; }
`;
