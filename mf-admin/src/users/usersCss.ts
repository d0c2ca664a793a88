import { BREAKPOINTS } from 'shared-contracts';

/** Layout of the user administration sections of Settings (phone first, wider from 600 px). */
export const usersCss = `
.fn-users-help { margin: 0 0 16px; color: var(--fn-color-text-secondary); }
.fn-users-status-line:not(:empty) { margin: 0 0 16px; }
.fn-users-form-grid { display: grid; grid-template-columns: 1fr; column-gap: 16px; }
.fn-users-form-grid .ant-form-item { margin-bottom: 14px; min-width: 0; }
.fn-users-switches { display: flex; flex-wrap: wrap; gap: 4px 24px; }
.fn-users-switches .ant-form-item { margin-bottom: 12px; }
.fn-users-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.fn-users-file { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 0 0 12px; }
.fn-users-file-name { overflow-wrap: anywhere; color: var(--fn-color-text-secondary); }
.fn-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.fn-users-report { margin-top: 16px; padding: 12px 16px; border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius); }
.fn-users-report h3 { margin: 0 0 8px; font-size: var(--fn-h3-size); font-weight: 600; }
.fn-users-report dl { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0 0 8px; }
.fn-users-report dl div { display: flex; gap: 6px; }
.fn-users-report dt { color: var(--fn-color-text-secondary); }
.fn-users-report dd { margin: 0; font-weight: 600; }
.fn-users-errors { max-height: 240px; overflow: auto; margin: 0; padding: 8px 12px; list-style: none; background: var(--fn-color-background-default);
  border-radius: var(--fn-border-radius); color: var(--fn-color-error); overflow-wrap: anywhere; }
.fn-users-errors li { margin: 2px 0; }
.fn-users-toolbar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; margin: 0 0 12px; }
.fn-users-toolbar .ant-input-affix-wrapper { max-width: 360px; }
.fn-users-count { color: var(--fn-color-text-secondary); }
.fn-users-list { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--fn-color-border-color); }
.fn-users-row { display: flex; align-items: center; gap: 12px; padding: 10px 0; border-bottom: 1px solid var(--fn-color-border-color); }
.fn-users-row-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.fn-users-row-name { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; font-weight: 600; overflow-wrap: anywhere; }
.fn-users-row-name :is(.ant-tag, .fn-tag) { margin: 0; font-weight: 400; }
.fn-users-row-email { color: var(--fn-color-text-secondary); overflow-wrap: anywhere; font-size: 0.92em; }
.fn-users-empty { margin: 16px 0; color: var(--fn-color-text-secondary); }
.fn-users-pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px 12px; margin-top: 12px; }
.fn-users-email-row { display: flex; flex-direction: column; gap: 8px; }
.fn-users-email-row .ant-input-affix-wrapper { max-width: 100%; }
@media (min-width: ${BREAKPOINTS.sm}px) {
  .fn-users-form-grid { grid-template-columns: 1fr 1fr; }
  .fn-users-form-grid .fn-span-all { grid-column: 1 / -1; }
  .fn-users-email-row { flex-direction: row; }
  .fn-users-email-row .ant-input-affix-wrapper { max-width: 360px; }
}
`;
