/**
 * Page-wide rules, written in the theme's CSS variables, and what the theme's flags change
 * beyond them (ThemeRoot sets the classes on <html>):
 * - fn-dark: the browser's own controls and scrollbars go dark too;
 * - fn-high-contrast: thick focus rings in the text colour, underlined links in text;
 * - fn-glass: surfaces blur what is behind their translucent paper: any element with the class
 *   fn-surface (the convention for new screens), and the cards the remotes already had (the
 *   directory's member cards, the sign-in card); the shell's bars do it in their own rules.
 */
const css = `
html, body { margin: 0; background: var(--fn-color-background-default); color: var(--fn-color-text-primary);
  font-family: var(--fn-font-family); font-size: var(--fn-font-size); }
*, *::before, *::after { box-sizing: border-box; }
h1 { font-size: var(--fn-h1-size); } h2 { font-size: var(--fn-h2-size); } h3 { font-size: var(--fn-h3-size); }
html { color-scheme: light; }
html.fn-dark { color-scheme: dark; }
html.fn-high-contrast :focus-visible { outline: var(--fn-focus-ring-width) solid var(--fn-color-text-primary) !important; outline-offset: 2px !important; }
html.fn-high-contrast a:not([class]) { text-decoration: underline; }
html.fn-glass :is(.fn-surface, .fn-member-card, .fn-auth-card) { -webkit-backdrop-filter: var(--fn-backdrop-filter); backdrop-filter: var(--fn-backdrop-filter); }
`;

export function GlobalStyles() {
  return <style>{css}</style>;
}
