/** Who can join, invitations and the waiting list: what the user sections' styles (usersCss) do not already give. */
export const joiningCss = `
.fn-join-modes { display: flex; flex-direction: column; gap: 10px; margin: 0 0 16px; }
.fn-join-mode { display: flex; flex-direction: column; }
.fn-join-mode-help { color: var(--fn-color-text-secondary); font-size: 0.92em; }
.fn-join-days { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0 0 16px; }
.fn-join-invite { margin: 0 0 20px; }
.fn-join-invite h3 { margin: 0 0 8px; font-size: var(--fn-h3-size); font-weight: 600; }
.fn-join-field { display: flex; flex-direction: column; gap: 4px; margin: 0 0 12px; min-width: 0; }
.fn-join-status { margin: 0; padding: 6px 10px; border-radius: var(--fn-border-radius); }
.fn-join-status-success { color: var(--fn-color-success); background: color-mix(in srgb, var(--fn-color-success) 8%, transparent); }
.fn-join-status-error { color: var(--fn-color-error); background: color-mix(in srgb, var(--fn-color-error) 8%, transparent); }
`;
