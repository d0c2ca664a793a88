import { BREAKPOINTS } from 'shared-contracts';

/** Layout of the directory page and its cards (media queries cannot be inline styles). */
export const directoryCss = `
.fn-directory { display: flex; flex-direction: column; gap: var(--fn-spacing-card-margin); }
.fn-directory-header { display: flex; align-items: center; flex-wrap: wrap; gap: 12px; }
.fn-directory-views { display: flex; gap: 4px; }
.fn-directory-export { margin-inline-start: auto; color: var(--fn-color-primary-dark); font-weight: 500; text-decoration: underline; }
.fn-directory-title { margin: 0; font-size: var(--fn-h2-size); font-weight: 600; line-height: 1.3; color: var(--fn-color-text-primary); }
.fn-directory-search { width: 100%; max-width: 520px; }
.fn-directory-offline { display: flex; flex-direction: column; gap: 2px; padding: 10px 14px; color: var(--fn-color-text-primary);
  background: var(--fn-color-background-paper); border: 1px solid var(--fn-color-info); border-inline-start-width: 4px;
  border-radius: var(--fn-border-radius-lg); }
.fn-directory-offline span { color: var(--fn-color-text-secondary); }
.fn-directory-status { display: flex; justify-content: center; padding: 48px 0; }
.fn-directory-empty { margin: 24px 0; text-align: center; color: var(--fn-color-text-secondary); }
.fn-ellipsis { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

.fn-member-grid { position: relative; width: 100%; }
.fn-member-slot { position: absolute; box-sizing: border-box; }
.fn-member-card { box-sizing: border-box; height: 100%; display: flex; flex-direction: column; gap: 10px;
  padding: var(--fn-spacing-container-padding); overflow: hidden; cursor: pointer;
  background: var(--fn-color-background-paper); color: var(--fn-color-text-primary);
  border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius-lg);
  box-shadow: var(--fn-shadow-light); transition: box-shadow 0.2s ease, transform 0.2s ease; }
.fn-member-card:hover { box-shadow: var(--fn-shadow-medium); transform: translateY(-2px); }
.fn-member-card:focus-visible { outline: 2px solid var(--fn-color-primary); outline-offset: 2px; }
.fn-member-card-head { display: flex; align-items: center; gap: 12px; min-width: 0; }
.fn-member-card-heading { display: flex; flex-direction: column; gap: 2px; min-width: 0; flex: 1; }
.fn-member-card-name-row { display: flex; align-items: center; gap: 8px; min-width: 0; }
.fn-member-card-name { margin: 0; font-size: var(--fn-h3-size); font-weight: 600; line-height: 1.3; }
.fn-member-card-name-row .fn-tag { margin: 0; flex: none; }
.fn-member-card-occupation { margin: 0; color: var(--fn-color-text-secondary); }
.fn-member-card-relation { margin: 0; color: var(--fn-color-primary-dark); font-weight: 500; }
.fn-member-card-bio { margin: 0; color: var(--fn-color-text-secondary); font-style: italic; overflow: hidden;
  display: -webkit-box; -webkit-line-clamp: 2; line-clamp: 2; -webkit-box-orient: vertical; overflow-wrap: anywhere; }
.fn-member-card-facts { flex: 1; min-height: 0; margin: 0; padding: 0; list-style: none; overflow: hidden;
  display: flex; flex-direction: column; gap: 4px; }
.fn-member-card-facts li { display: flex; align-items: center; gap: 8px; min-width: 0; }
.fn-member-card-facts .anticon { flex: none; color: var(--fn-color-primary); }
.fn-member-card-actions { display: flex; justify-content: flex-end; gap: 8px; padding-top: 10px;
  border-top: 1px solid var(--fn-color-border-color); cursor: default; }
/* A phone's single column: the buttons beside the name, one line of bio, the details side by side. */
.fn-member-card-compact { position: relative; gap: 6px; padding: 12px 14px; }
.fn-member-card-compact .fn-member-card-head { min-height: 44px; padding-inline-end: 118px; }
.fn-member-card-compact .fn-member-card-bio { -webkit-line-clamp: 1; line-clamp: 1; }
/* The details in two columns, each on one line (cut with "..."): the e-mail across, then two by two, three lines at most. */
.fn-member-card-compact .fn-member-card-facts { flex: none; display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2px 12px; font-size: 0.92em; }
.fn-member-card-compact .fn-member-card-facts .fn-member-card-email { grid-column: 1 / -1; }
.fn-member-card-compact .fn-member-card-actions { position: absolute; top: 12px; inset-inline-end: 14px; padding-top: 0; border-top: 0; gap: 4px; }
.fn-member-card-compact .fn-member-card-actions .fn-button { width: 36px; min-width: 36px; height: 36px; }
@media (max-width: ${BREAKPOINTS.sm - 1}px) {
  .fn-directory-search { max-width: none; }
}
@media (prefers-reduced-motion: reduce) {
  .fn-member-card, .fn-member-card:hover { transition: none; transform: none; }
}
/* Chips in the theme's primary colour (a tag's own grey would ignore a custom theme). */
.fn-chip.fn-tag { margin: 0; border-color: color-mix(in srgb, var(--fn-color-primary) 35%, transparent);
  background: color-mix(in srgb, var(--fn-color-primary) 10%, transparent);
  /* On its own tint the primary falls under 4.5:1: a third of the text colour brings it back. */
  color: color-mix(in srgb, var(--fn-color-primary) 70%, var(--fn-color-text-primary)); font-weight: 500; }
.fn-chip-strong.fn-tag { border-color: var(--fn-color-primary); background: var(--fn-color-primary); color: var(--fn-color-on-primary); }
`;
