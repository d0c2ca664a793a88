import { roleOf } from 'shared-contracts';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from 'shared-contracts/runtime';
import { useText } from './messages';
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
import { SiteLanguageSection } from './sections/SiteLanguageSection';

const TITLES = { admin: 'settings.title.admin', manager: 'settings.title.manager', member: 'settings.title.member' } as const;

/**
 * Settings (spec section 2): what each role may use (section 6), and nothing else. The server
 * refuses every admin call to a role that may not make it; these sections are for comfort.
 */
export default function SettingsPage() {
  const t = useText();
  const role = roleOf(useAtomValue(currentUserAtom)) ?? 'member';
  // Each section below the first comes with its own code when scrolled near (parts/lazySections),
  // and those drawn with antd bring its theme: the first screen (the heading, Theme
  // Customization) draws none.
  return (
    <>
      <SettingsStyles />
      <section className="fn-settings" aria-labelledby="fn-settings-title">
        <h1 id="fn-settings-title">{t(TITLES[role])}</h1>
        {role === 'member' ? (
          <>
            <p>{t('settings.memberNotice')}</p>
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
            {role === 'admin' && <SiteLanguageSection />}
            {role === 'admin' && <AdminNotificationsSection />}
            <InvitationsSection />
            {role === 'admin' && <AdminLogSection />}
          </>
        )}
      </section>
    </>
  );
}
