import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { ProfileSection } from './ProfileSection';

interface AskedSectionProps {
  title: string;
  /** The line of help shown until it is opened. */
  help: string;
  icon: ReactNode;
  /** The button that opens it. */
  action: string;
  /** Its content: a lazy part (lazyPartsOf), rendered (and so fetched) only once opened. */
  children: ReactNode;
}

/** A section of a profile that shows a line of help, and its content once asked for. */
export function AskedSection({ title, help, icon, action, children }: AskedSectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title={title}>
      {open ? (
        children
      ) : (
        <div className="fn-passkeys-closed">
          <p className="fn-profile-muted">{help}</p>
          <Button icon={icon} onClick={() => setOpen(true)}>
            {action}
          </Button>
        </div>
      )}
    </ProfileSection>
  );
}
