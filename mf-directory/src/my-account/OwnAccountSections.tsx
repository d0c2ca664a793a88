import { useId } from 'react';
import { BellOutlined, DatabaseOutlined, KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { UI_WORDS, isAdmin, type User } from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';
import { LanguagePicker } from 'shared-contracts/ui';
import { useText } from '../profile/messages';
import { AskedSection } from '../parts/AskedSection';
import { lazyPartNamed } from '../parts/lazyNamed';
import { ProfileSection } from '../parts/ProfileSection';

// Only one's own profile offers these, and each one's code comes when its member asks for it:
// the directory's first visit, and a relative's profile, carry none of it.
const passkeysSection = lazyPartNamed(() => import('./PasskeysSection'), 'PasskeysSection');
const notificationsSection = lazyPartNamed(() => import('./NotificationsSection'), 'NotificationsSection');
const familySection = lazyPartNamed(() => import('./FamilySection'), 'FamilySection');
const myDataSection = lazyPartNamed(() => import('./MyDataSection'), 'MyDataSection');

/** My account, in one's own profile: the language, one's family, passkeys, notifications, one's data and leaving. */
export function OwnAccountSections({ user }: { user: User }) {
  const t = useText();
  const PasskeysSection = passkeysSection(t('account.passkeys.loading'));
  const NotificationsSection = notificationsSection(t('account.notifications.loading'));
  const FamilySection = familySection(t('account.family.loading'));
  const MyDataSection = myDataSection(t('account.data.loading'));
  return (
    <>
      <LanguageSection />
      <AskedSection title={t('account.family.title')} help={t('account.family.help')} icon={<TeamOutlined aria-hidden />} action={t('account.family.action')}>
        <FamilySection />
      </AskedSection>
      <AskedSection title={t('account.passkeys.title')} help={t('account.passkeys.help')} icon={<KeyOutlined aria-hidden />} action={t('account.passkeys.action')}>
        <PasskeysSection />
      </AskedSection>
      <AskedSection
        title={t('account.notifications.title')}
        help={t('account.notifications.help')}
        icon={<BellOutlined aria-hidden />}
        action={t('account.notifications.action')}
      >
        <NotificationsSection user={user} />
      </AskedSection>
      <AskedSection title={t('account.data.title')} help={t('account.data.help')} icon={<DatabaseOutlined aria-hidden />} action={t('account.data.action')}>
        <MyDataSection isAdmin={isAdmin(user)} />
      </AskedSection>
    </>
  );
}

/**
 * The member's language: the page switches at once, and the account keeps it for every device
 * and every e-mail (the shared picker, each language named in itself).
 */
function LanguageSection() {
  const t = useText();
  const shared = useSharedText();
  const titleId = useId();
  const helpId = useId();
  return (
    <ProfileSection title={shared(UI_WORDS.language)} id={titleId}>
      <p id={helpId} className="fn-profile-muted">
        {t('account.language.help')}
      </p>
      <LanguagePicker labelledBy={titleId} describedBy={helpId} />
    </ProfileSection>
  );
}
