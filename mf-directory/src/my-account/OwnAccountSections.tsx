import { BellOutlined, DatabaseOutlined, KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { isAdmin, type User } from 'shared-contracts';
import { lazyPartsOf } from 'shared-contracts/ui';
import { AskedSection } from '../parts/AskedSection';

// Only one's own profile offers these, and each one's code comes when its member asks for it:
// the directory's first visit, and a relative's profile, carry none of it.
const PasskeysSection = lazyPartsOf(() => import('./PasskeysSection'))('PasskeysSection', { loading: 'Loading your passkeys' });
const NotificationsSection = lazyPartsOf(() => import('./NotificationsSection'))('NotificationsSection', { loading: 'Loading your notification choices' });
const FamilySection = lazyPartsOf(() => import('./FamilySection'))('FamilySection', { loading: 'Loading your family' });
const MyDataSection = lazyPartsOf(() => import('./MyDataSection'))('MyDataSection', { loading: 'Loading your data' });

/** My account, in one's own profile: one's family, passkeys, notifications, one's data and leaving. */
export function OwnAccountSections({ user }: { user: User }) {
  return (
    <>
      <AskedSection
        title="Your family"
        help="Say who your parents, partners and children are, so the family sees how you are related."
        icon={<TeamOutlined />}
        action="Manage my family"
      >
        <FamilySection />
      </AskedSection>
      <AskedSection
        title="Passkeys"
        help="Sign in with your fingerprint, face or screen lock instead of a password."
        icon={<KeyOutlined />}
        action="Manage passkeys"
      >
        <PasskeysSection />
      </AskedSection>
      <AskedSection
        title="Notifications"
        help="Birthday reminders and family news, by e-mail and on your devices."
        icon={<BellOutlined />}
        action="Manage notifications"
      >
        <NotificationsSection user={user} />
      </AskedSection>
      <AskedSection
        title="Your data"
        help="Download everything FamilyNet holds about you, or delete your account."
        icon={<DatabaseOutlined />}
        action="Manage my data"
      >
        <MyDataSection isAdmin={isAdmin(user)} />
      </AskedSection>
    </>
  );
}
