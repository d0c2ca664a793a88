/** Page-wide rules, written in the theme's CSS variables. */
const css = `
html, body { margin: 0; background: var(--fn-color-background-default); color: var(--fn-color-text-primary);
  font-family: var(--fn-font-family); font-size: var(--fn-font-size); }
*, *::before, *::after { box-sizing: border-box; }
h1 { font-size: var(--fn-h1-size); } h2 { font-size: var(--fn-h2-size); } h3 { font-size: var(--fn-h3-size); }
`;

export function GlobalStyles() {
  return <style>{css}</style>;
}
