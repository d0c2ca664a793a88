import { BREAKPOINTS } from 'shared-contracts';

const phone = `@media (max-width: ${BREAKPOINTS.sm - 1}px)`;
const wide = `@media (min-width: ${BREAKPOINTS.sm}px)`;

/**
 * Layout of the Birthday Calendar (media queries cannot be inline styles). From 600 px the
 * month is a full grid with names and ages; below it the cells keep the avatars only and the
 * month's birthdays are listed under the grid (a tap on a day points at its entries). Logical
 * properties only: right to left (Arabic) the page mirrors itself.
 */
export const calendarCss = `
.fn-calendar { display: flex; flex-direction: column; gap: var(--fn-spacing-card-margin); }
.fn-calendar-header { display: flex; align-items: flex-start; justify-content: space-between; flex-wrap: wrap; gap: 12px; }
.fn-calendar-title { margin: 0; font-size: var(--fn-h2-size); font-weight: 600; line-height: 1.3; color: var(--fn-color-text-primary); }
.fn-calendar-subtitle { margin: 4px 0 0; color: var(--fn-color-text-secondary); }
.fn-calendar-status { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 48px 0; color: var(--fn-color-text-secondary); }
/* The failure notice is spaced by the page's gap, as antd's Alert was (the kit's notice has a margin of its own). */
.fn-calendar > .fn-notice { margin: 0; }
.fn-calendar-empty { margin: 0; padding: 12px 16px; border-radius: var(--fn-border-radius-lg); color: var(--fn-color-text-secondary);
  background: var(--fn-color-background-paper); border: 1px dashed var(--fn-color-border-color); }
.fn-calendar-card { background: var(--fn-color-background-paper); border: 1px solid var(--fn-color-border-color);
  border-radius: var(--fn-border-radius-lg); box-shadow: var(--fn-shadow-light); padding: 12px; }
.fn-calendar-toolbar { display: flex; align-items: center; flex-wrap: wrap; gap: 8px; margin-bottom: 12px; }
.fn-calendar-month { margin: 0; margin-inline-start: 8px; font-size: var(--fn-h3-size); font-weight: 600; color: var(--fn-color-text-primary); white-space: nowrap; }
.fn-calendar-legend { display: flex; gap: 16px; margin: 0; margin-inline-start: auto; padding: 0 4px; list-style: none; color: var(--fn-color-text-secondary); font-size: 13px; }
.fn-calendar-legend li { display: flex; align-items: center; gap: 6px; }
/* Back and on in time: right to left, back points right. */
[dir="rtl"] .fn-calendar-way { transform: scaleX(-1); }
.fn-swatch { display: inline-block; width: 14px; height: 14px; border-radius: 50%; }
.fn-swatch-today { background: var(--fn-color-primary); }
.fn-swatch-birthday { border-radius: 3px; background: color-mix(in srgb, var(--fn-color-secondary) 14%, transparent);
  border: 1px solid color-mix(in srgb, var(--fn-color-secondary) 55%, transparent); }

.fn-month { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 4px; margin: -4px; width: calc(100% + 8px); }
.fn-month th { padding: 4px 0; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em;
  color: var(--fn-color-text-secondary); text-align: center; }
.fn-day { position: relative; vertical-align: top; height: 96px; padding: 6px; border-radius: var(--fn-border-radius);
  background: var(--fn-color-background-default); border: 1px solid transparent; overflow: hidden; cursor: pointer; }
.fn-day-blank { background: none; cursor: default; }
.fn-day:focus-visible { outline: 3px solid var(--fn-color-primary-dark); outline-offset: 2px; }
.fn-day[aria-selected="true"] { border-color: var(--fn-color-primary); }
.fn-day-birthday { background: color-mix(in srgb, var(--fn-color-secondary) 9%, var(--fn-color-background-paper));
  border-color: color-mix(in srgb, var(--fn-color-secondary) 45%, transparent); }
.fn-day-number { display: inline-flex; align-items: center; justify-content: center; min-width: 26px; height: 26px; padding: 0 4px;
  box-sizing: border-box; border-radius: 13px; font-weight: 500; color: var(--fn-color-text-primary); }
.fn-day-today { box-shadow: inset 0 0 0 2px var(--fn-color-primary); }
.fn-day-number::before { content: attr(data-day); }
.fn-initial::before { content: attr(data-initial); }
.fn-day-more::before { content: attr(data-more); }
.fn-day-today .fn-day-number { background: var(--fn-color-primary); color: var(--fn-color-on-primary); font-weight: 700; }
.fn-day-people { display: flex; flex-direction: column; gap: 4px; margin: 4px 0 0; padding: 0; list-style: none; }
.fn-day-person { display: flex; align-items: center; gap: 6px; min-width: 0; font-size: 13px; line-height: 1.25; }
.fn-day-person-text { display: flex; flex-direction: column; min-width: 0; }
.fn-day-person-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--fn-color-text-primary); }
/* On the day's pink tint the secondary colour alone falls under 4.5:1: a quarter of the text colour brings it back. */
.fn-day-person-age { color: color-mix(in srgb, var(--fn-color-secondary) 75%, var(--fn-color-text-primary)); font-size: 12px; }
.fn-day-more { display: none; }

.fn-month-list { display: none; }
.fn-month-list-title { margin: 0 0 8px; font-size: var(--fn-h3-size); font-weight: 600; }
.fn-month-list ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 8px; }
.fn-month-list li { display: flex; align-items: center; gap: 12px; padding: 8px 12px; border-radius: var(--fn-border-radius-lg);
  background: var(--fn-color-background-paper); border: 1px solid var(--fn-color-border-color); scroll-margin: 80px; }
.fn-month-list li[data-selected="true"] { border-color: var(--fn-color-secondary); box-shadow: 0 0 0 1px var(--fn-color-secondary); }
.fn-month-list-date { flex: none; width: 44px; text-align: center; line-height: 1.1; color: var(--fn-color-secondary); font-weight: 600; }
.fn-month-list-date small { display: block; font-size: 11px; font-weight: 500; text-transform: uppercase; color: var(--fn-color-text-secondary); }
.fn-month-list-name { display: flex; flex-direction: column; min-width: 0; }
.fn-month-list-name strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fn-month-list-name span { color: var(--fn-color-text-secondary); font-size: 13px; }
.fn-month-list-name .fn-month-list-relation { color: var(--fn-color-primary-dark); font-weight: 500; }
.fn-month-list-none { margin: 0; color: var(--fn-color-text-secondary); }

${phone} {
  .fn-calendar-card { padding: 8px; }
  .fn-month { border-spacing: 2px; margin: -2px; width: calc(100% + 4px); }
  .fn-month th { font-size: 11px; letter-spacing: 0; }
  .fn-day { height: 58px; padding: 3px; text-align: center; }
  .fn-day-number { min-width: 24px; height: 24px; font-size: 13px; }
  .fn-day-people { flex-direction: row; flex-wrap: nowrap; justify-content: center; align-items: center; gap: 0; margin-top: 3px; }
  .fn-day-person-text { display: none; }
  .fn-day-person .fn-person-picture { width: 20px; height: 20px; line-height: 20px; font-size: 10px !important;
    box-shadow: 0 0 0 1.5px var(--fn-color-background-paper); }
  .fn-day-person + .fn-day-person { margin-inline-start: -6px; }
  .fn-day-people-many .fn-day-person:nth-child(n+2) { display: none; }
  .fn-day-more { display: block; margin-inline-start: 1px; font-size: 10px; line-height: 1; color: color-mix(in srgb, var(--fn-color-secondary) 75%, var(--fn-color-text-primary)); font-weight: 700; }
  .fn-month-list { display: block; }
  .fn-calendar-legend { margin: 0; width: 100%; justify-content: center; order: 1; }
}
${wide} {
  .fn-day-person .fn-person-picture { flex: none; }
}
`;
