import { useId, type ReactNode } from 'react';
import { Notice } from 'shared-contracts/ui';
import type { StatusMessage } from '../parts/useStatusMessage';

interface UserSectionProps {
  title: string;
  help?: ReactNode;
  /** The section's status line (gone after 3 seconds). */
  status?: StatusMessage | null;
  children: ReactNode;
}

/** One section of Settings' user administration: a titled card with its status line. */
export function UserSection({ title, help, status, children }: UserSectionProps) {
  const id = useId();
  return (
    <section className="fn-users-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {help && <p className="fn-users-help">{help}</p>}
      <div className="fn-users-status-line" aria-live="polite">
        {status && <Notice type={status.type}>{status.text}</Notice>}
      </div>
      {children}
    </section>
  );
}
