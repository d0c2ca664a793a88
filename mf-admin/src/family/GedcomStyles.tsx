import { BREAKPOINTS } from 'shared-contracts';

/** The preview's list of people: name, years and what happens to them, one per row (phone first). */
const gedcomCss = `
.fn-gedcom-people { max-height: 320px; overflow: auto; margin: 0 0 12px; padding: 0; list-style: none; border-top: 1px solid var(--fn-color-border-color); }
.fn-gedcom-people li { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; padding: 6px 0; border-bottom: 1px solid var(--fn-color-border-color); }
.fn-gedcom-name { font-weight: 600; overflow-wrap: anywhere; }
.fn-gedcom-years { color: var(--fn-color-text-secondary); font-size: 0.92em; }
.fn-gedcom-people .ant-tag { margin: 0; }
.fn-users-report h4 { margin: 8px 0 4px; font-size: 1em; font-weight: 600; }
@media (min-width: ${BREAKPOINTS.sm}px) {
  .fn-gedcom-people li .ant-tag { margin-inline-start: auto; }
}
`;

export function GedcomStyles() {
  return (
    <style href="fn-gedcom" precedence="default">
      {gedcomCss}
    </style>
  );
}
