/* The record of admin acts, in Settings (admins): a chunk of its own, loaded when Settings shows it. */
import { UsersStyles } from '../users/UsersStyles';
import { AdminLogPanel } from './AdminLogPanel';

const logCss = `
.fn-log-filter { display: flex; align-items: center; gap: 8px; margin-bottom: 12px; }
.fn-log-filter select { min-height: 32px; padding: 4px 8px; border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius);
  background: var(--fn-color-background-paper); color: var(--fn-color-text-primary); font: inherit; max-width: 100%; }
.fn-log-row { flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
.fn-log-time { flex: 0 0 auto; color: var(--fn-color-text-secondary); font-size: 0.9em; min-width: 150px; }
.fn-log-text { flex: 1 1 260px; min-width: 0; overflow-wrap: anywhere; }
`;

export function AdminLogContent() {
  return (
    <>
      <UsersStyles />
      <style href="fn-log" precedence="default">
        {logCss}
      </style>
      <AdminLogPanel />
    </>
  );
}
