import type { ReactNode } from 'react';
import { Notice } from 'shared-contracts/ui';
import { SettingsSection } from '../parts/SettingsSection';
import type { ShownStatus } from '../parts/useStatusMessage';

interface UserSectionProps {
  title: string;
  help?: ReactNode;
  /** The section's status line (gone after 3 seconds). */
  status?: ShownStatus | null;
  children: ReactNode;
}

/**
 * One section of Settings' user administration: a Settings card (the same title and spacing as
 * every other section, and as the card that stands in for it while its code comes) with its
 * status line first.
 */
export function UserSection({ title, help, status, children }: UserSectionProps) {
  return (
    <SettingsSection title={title} description={help}>
      <div className="fn-users-status-line" aria-live="polite">
        {status && <Notice type={status.type}>{status.text}</Notice>}
      </div>
      {children}
    </SettingsSection>
  );
}
