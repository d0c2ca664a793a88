/* Site language in Settings (admins): a chunk of its own, drawn with the plain controls (no antd). */
import { UsersStyles } from '../users/UsersStyles';
import { SiteLanguagePanel } from './SiteLanguagePanel';

const css = `
.fn-language-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.fn-language-select { min-height: 32px; padding: 4px 8px; border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius);
  background: var(--fn-color-background-paper); color: var(--fn-color-text-primary); font: inherit; max-width: 100%; }
`;

export function SiteLanguageContent() {
  return (
    <>
      <UsersStyles />
      <style href="fn-site-language" precedence="default">
        {css}
      </style>
      <SiteLanguagePanel />
    </>
  );
}
