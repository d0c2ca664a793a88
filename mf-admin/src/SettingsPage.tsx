import { roleOf } from 'shared-contracts';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from 'shared-contracts/runtime';
import { AdminLogSection } from './sections/AdminLogSection';
import { BackgroundSection } from './sections/BackgroundSection';
import { CreateUserSection } from './sections/CreateUserSection';
import { EmailTestSection } from './sections/EmailTestSection';
import { FamilyImportSection } from './sections/FamilyImportSection';
import { ImportUsersSection } from './sections/ImportUsersSection';
import { InvitationsSection, WaitingSection, WhoCanJoinSection } from './sections/JoiningSections';
import { AdminNotificationsSection } from './sections/AdminNotificationsSection';
import { SettingsStyles } from './parts/SettingsSection';
import { ThemeSection } from './sections/ThemeSection';
import { UserManagementSection } from './sections/UserManagementSection';

const TITLES = { admin: 'Admin Settings', manager: 'Manager Settings', member: 'Settings' } as const;

/**
 * Settings (spec section 2): what each role may use (section 6), and nothing else. The server
 * refuses every admin call to a role that may not make it; these sections are for comfort.
 */
export default function SettingsPage() {
  const role = roleOf(useAtomValue(currentUserAtom)) ?? 'member';
  // Each section below the first comes with its own code when scrolled near (parts/lazySections),
  // and those drawn with antd bring its theme: the first screen (the heading, Theme
  // Customization) draws none.
  return (
    <>
      <SettingsStyles />
      <section className="fn-settings" aria-labelledby="fn-settings-title">
        <h1 id="fn-settings-title">{TITLES[role]}</h1>
        {role === 'member' ? (
          <>
            <p>Admin or manager access required for advanced settings.</p>
            <InvitationsSection />
          </>
        ) : (
          <>
            <ThemeSection />
            <BackgroundSection />
            <CreateUserSection />
            <ImportUsersSection />
            <FamilyImportSection />
            {role === 'admin' && (
              <>
                <UserManagementSection />
                <EmailTestSection />
              </>
            )}
            <WaitingSection />
            {role === 'admin' && <WhoCanJoinSection />}
            {role === 'admin' && <AdminNotificationsSection />}
            <InvitationsSection />
            {role === 'admin' && <AdminLogSection />}
          </>
        )}
      </section>
    </>
  );
}
