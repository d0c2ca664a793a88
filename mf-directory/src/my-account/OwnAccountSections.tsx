import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import Spin from 'antd/es/spin';
import { BellOutlined, DatabaseOutlined, KeyOutlined } from '@ant-design/icons';
import { isAdmin, type User } from 'shared-contracts';
import { ProfileSection } from '../parts/ProfileSection';

// Only one's own profile offers these, and each one's code comes when its member asks for it:
// the directory's first visit, and a relative's profile, carry none of it.
const PasskeysSection = lazy(() => import('./PasskeysSection').then((module) => ({ default: module.PasskeysSection })));
const NotificationsSection = lazy(() => import('./NotificationsSection').then((module) => ({ default: module.NotificationsSection })));
const MyDataSection = lazy(() => import('./MyDataSection').then((module) => ({ default: module.MyDataSection })));

interface AskedSectionProps {
  title: string;
  /** The line of help shown until it is opened. */
  help: string;
  icon: ReactNode;
  /** The button that opens it. */
  action: string;
  /** The spinner's accessible name while its code comes. */
  loading: string;
  /** Its content: a lazy part, rendered (and so fetched) only once opened. */
  children: ReactNode;
}

/** A section of one's own profile that shows a line of help, and its content once asked for. */
function AskedSection({ title, help, icon, action, loading, children }: AskedSectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title={title}>
      {open ? (
        <Suspense fallback={<Spin aria-label={loading} />}>{children}</Suspense>
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

/** My account, in one's own profile: passkeys, notifications, one's data and leaving. */
export function OwnAccountSections({ user }: { user: User }) {
  return (
    <>
      <AskedSection
        title="Passkeys"
        help="Sign in with your fingerprint, face or screen lock instead of a password."
        icon={<KeyOutlined />}
        action="Manage passkeys"
        loading="Loading your passkeys"
      >
        <PasskeysSection />
      </AskedSection>
      <AskedSection
        title="Notifications"
        help="Birthday reminders and family news, by e-mail and on your devices."
        icon={<BellOutlined />}
        action="Manage notifications"
        loading="Loading your notification choices"
      >
        <NotificationsSection user={user} />
      </AskedSection>
      <AskedSection
        title="Your data"
        help="Download everything FamilyNet holds about you, or delete your account."
        icon={<DatabaseOutlined />}
        action="Manage my data"
        loading="Loading"
      >
        <MyDataSection isAdmin={isAdmin(user)} />
      </AskedSection>
    </>
  );
}
