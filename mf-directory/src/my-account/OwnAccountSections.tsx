import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
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

interface AskedSectionProps<P> {
  title: string;
  /** The line of help shown until it is opened. */
  help: string;
  icon: ReactNode;
  /** The button that opens it. */
  action: string;
  /** The spinner's accessible name while its code comes. */
  loading: string;
  content: ComponentType<P>;
  props: P;
}

/** A section of one's own profile that shows a line of help, and its content once asked for. */
function AskedSection<P extends object>({ title, help, icon, action, loading, content: Content, props }: AskedSectionProps<P>) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title={title}>
      {open ? (
        <Suspense fallback={<Spin aria-label={loading} />}>
          <Content {...props} />
        </Suspense>
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
        content={PasskeysSection}
        props={{}}
      />
      <AskedSection
        title="Notifications"
        help="Birthday reminders and family news, by e-mail and on your devices."
        icon={<BellOutlined />}
        action="Manage notifications"
        loading="Loading your notification choices"
        content={NotificationsSection}
        props={{ user }}
      />
      <AskedSection
        title="Your data"
        help="Download everything FamilyNet holds about you, or delete your account."
        icon={<DatabaseOutlined />}
        action="Manage my data"
        loading="Loading"
        content={MyDataSection}
        props={{ isAdmin: isAdmin(user) }}
      />
    </>
  );
}
