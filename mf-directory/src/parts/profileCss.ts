import { BREAKPOINTS } from 'shared-contracts';

/** Layout of the Profile Details dialog (view and edit). */
export const profileCss = `
.fn-profile { display: flex; flex-direction: column; gap: 20px; }
.fn-profile-head { display: flex; align-items: center; gap: 20px; }
.fn-profile-head-text { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.fn-profile-name-row { display: flex; align-items: center; flex-wrap: wrap; gap: 8px; }
.fn-profile-name { margin: 0; font-size: var(--fn-h2-size); font-weight: 600; line-height: 1.3; overflow-wrap: anywhere; }
.fn-profile-name-row .ant-tag { margin: 0; }
.fn-profile-occupation { margin: 0; color: var(--fn-color-text-secondary); overflow-wrap: anywhere; }
.fn-profile-relation { margin: 0; color: var(--fn-color-primary-dark); font-weight: 500; overflow-wrap: anywhere; }
.fn-profile-contact-icons { display: flex; gap: 8px; margin-top: 4px; }
.fn-profile-section { padding-top: 16px; border-top: 1px solid var(--fn-color-border-color); }
.fn-profile-section-title { margin: 0 0 8px; font-size: var(--fn-h3-size); font-weight: 600; color: var(--fn-color-primary); }
.fn-profile-bio, .fn-profile-address { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.fn-profile-vcard { margin-top: 8px; }
.fn-profile-hidden { margin: 10px 0 0; color: var(--fn-color-text-secondary); font-size: 0.9em; }
.fn-profile-facts { display: grid; grid-template-columns: 1fr; gap: 10px 24px; margin: 0; }
.fn-profile-fact { min-width: 0; }
.fn-profile-fact dt { color: var(--fn-color-text-secondary); font-size: 0.85em; }
.fn-profile-fact dt .anticon { color: var(--fn-color-primary); }
.fn-profile-fact dd { margin: 2px 0 0; overflow-wrap: anywhere; }
.fn-profile-footer { display: flex; justify-content: flex-end; flex-wrap: wrap; gap: 8px; padding-top: 8px; }

.fn-profile-form-avatar { display: flex; justify-content: center; margin-bottom: 16px; }
.fn-avatar-picker { display: flex; flex-direction: column; align-items: center; gap: 6px; }
.fn-avatar-picker-button { position: relative; padding: 0; border: 0; background: none; border-radius: 50%; cursor: pointer; }
.fn-avatar-picker-button:disabled { cursor: progress; }
.fn-avatar-picker-button:focus-visible { outline: 2px solid var(--fn-color-primary); outline-offset: 3px; }
.fn-avatar-picker-badge { position: absolute; inset-inline-end: 0; bottom: 0; display: flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; border-radius: 50%; background: var(--fn-color-background-paper); color: var(--fn-color-primary);
  box-shadow: var(--fn-shadow-light); }
.fn-avatar-picker-hint { color: var(--fn-color-text-secondary); font-size: 0.85em; }
.fn-avatar-picker-alert { margin-top: 4px; }
.fn-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.fn-profile-form-grid { display: grid; grid-template-columns: 1fr; column-gap: 16px; }
.fn-profile-form-grid .ant-form-item { margin-bottom: 14px; min-width: 0; }
.fn-profile-privacy { margin: 4px 0 16px; padding: 12px 16px 0; border: 1px solid var(--fn-color-border-color);
  border-radius: var(--fn-border-radius-lg); }
.fn-profile-privacy legend { width: auto; margin: 0; padding: 0 6px; border: 0; font-size: 1em; font-weight: 600; color: var(--fn-color-text-primary); }
.fn-profile-privacy .ant-form-item { margin-bottom: 12px; }
.fn-profile-alert { margin-bottom: 12px; }
@media (min-width: ${BREAKPOINTS.sm}px) {
  .fn-profile-facts { grid-template-columns: 1fr 1fr; }
  .fn-profile-form-grid { grid-template-columns: 1fr 1fr; }
  /* The switches, and the lines under them, start in one column whatever their label's length. */
  .fn-profile-privacy .ant-form-item-label { flex: 0 0 170px; text-align: start; }
  .fn-profile-form-grid .fn-span-all { grid-column: 1 / -1; }
}
@media (max-width: ${BREAKPOINTS.sm - 1}px) {
  .fn-profile-head { flex-direction: column; text-align: center; }
  .fn-profile-head-text { align-items: center; }
}
/* Chips in the theme's primary colour (antd's preset colours would ignore a custom theme). */
.fn-chip.ant-tag { margin: 0; border-color: color-mix(in srgb, var(--fn-color-primary) 35%, transparent);
  background: color-mix(in srgb, var(--fn-color-primary) 10%, transparent);
  /* On its own tint the primary falls under 4.5:1: a third of the text colour brings it back. */
  color: color-mix(in srgb, var(--fn-color-primary) 70%, var(--fn-color-text-primary)); font-weight: 500; }
.fn-chip-strong.ant-tag { border-color: var(--fn-color-primary); background: var(--fn-color-primary); color: var(--fn-color-on-primary); }
.fn-my-data-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.fn-family { display: grid; gap: 16px; }
.fn-family-heading { margin: 0 0 4px; font-size: 15px; font-weight: 600; }
.fn-family-list { margin: 0; padding: 0; list-style: none; display: grid; gap: 2px; }
.fn-family-find { margin: 0 0 8px; max-width: 360px; }
.fn-family-list li { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 32px; overflow-wrap: anywhere; }
.fn-family-add { display: grid; gap: 8px; padding-top: 12px; border-top: 1px solid var(--fn-color-border-color); }
.fn-family-row { display: flex; flex-wrap: wrap; gap: 8px; }
.fn-family-row > .fn-family-field { flex: 1 1 140px; min-width: 0; }
.fn-family-field { display: grid; gap: 4px; }
.fn-family-field label { font-weight: 500; }
.fn-family-field select { box-sizing: border-box; width: 100%; min-width: 0; }
.fn-family-field .fn-profile-muted { margin: 0; }
.fn-family-relative-item { flex-wrap: wrap; }
.fn-family-relative-actions { display: inline-flex; gap: 4px; align-items: center; }
.fn-family-relative-name { display: inline-flex; gap: 8px; align-items: center; min-width: 0; }
.fn-family-photo { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.fn-family-photo-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.fn-family-photo-alert { flex-basis: 100%; }
.fn-family-edit { flex-basis: 100%; }
.fn-family-invitation { flex-basis: 100%; display: grid; gap: 4px; font-size: 0.92em; color: var(--fn-color-text-secondary); }
.fn-family-check { display: flex; align-items: center; gap: 8px; }
.fn-family-missing { margin: 0; color: #c62828; }
.fn-family-relative { display: grid; gap: 8px; justify-items: start; padding-top: 12px; border-top: 1px solid var(--fn-color-border-color); }
.fn-family-relative .fn-profile-muted { margin: 0; }
.fn-my-data-alert { margin-bottom: 12px; }
.fn-my-data-confirm { display: grid; gap: 8px; margin-top: 12px; }
.fn-my-data-confirm label { font-weight: 500; }
.fn-my-data-select { min-height: 32px; padding: 4px 8px; border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius);
  background: var(--fn-color-background-paper); color: var(--fn-color-text-primary); font: inherit; max-width: 100%; }
.fn-profile-muted { margin: 0 0 8px; color: var(--fn-color-text-secondary); font-size: 0.92em; }
.fn-passkey-list { list-style: none; margin: 0 0 12px; padding: 0; border-top: 1px solid var(--fn-color-border-color); }
.fn-passkey { display: flex; align-items: center; gap: 12px; padding: 8px 0; border-bottom: 1px solid var(--fn-color-border-color); }
.fn-passkey-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.fn-passkey-name { font-weight: 600; overflow-wrap: anywhere; }
.fn-passkey-add { display: flex; flex-direction: column; gap: 4px; margin: 0 0 12px; }
.fn-passkey-add-row { display: flex; flex-wrap: wrap; gap: 8px; }
.fn-passkey-add-row .ant-input { flex: 1 1 180px; min-width: 0; }
.fn-passkey-password { display: flex; align-items: center; gap: 8px; cursor: pointer; }
.fn-notification-table { width: 100%; border-collapse: collapse; margin: 0 0 12px; }
.fn-notification-table caption { caption-side: top; text-align: start; }
.fn-notification-table th, .fn-notification-table td { padding: 8px 4px; border-bottom: 1px solid var(--fn-color-border-color); text-align: center; }
.fn-notification-table th[scope="row"], .fn-notification-table thead th:first-child { text-align: start; font-weight: 500; }
.fn-notification-table thead th { font-size: 0.92em; color: var(--fn-color-text-secondary); font-weight: 500; }
.fn-notification-device { margin-top: 16px; }
`;
