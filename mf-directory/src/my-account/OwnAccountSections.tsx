import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { BellOutlined, DatabaseOutlined, KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { LOCALES, LOCALE_NAMES, UI_WORDS, isAdmin, isLocale, localeDirection, type User } from 'shared-contracts';
import { localeAtom, useChooseLocale, useSharedText } from 'shared-contracts/runtime';
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
 * and every e-mail (the runtime's chooseLocale). Each language is named in itself, so one who
 * cannot read the page's language still finds theirs.
 */
function LanguageSection() {
  const t = useText();
  const shared = useSharedText();
  const locale = useAtomValue(localeAtom);
  const choose = useChooseLocale();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const helpId = useId();
  const pick = async (value: string) => {
    if (!isLocale(value)) return;
    setBusy(true);
    try {
      await choose(value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ProfileSection title={shared(UI_WORDS.language)} id={titleId}>
      <p id={helpId} className="fn-profile-muted">
        {t('account.language.help')}
      </p>
      <select
        className="fn-my-data-select"
        aria-labelledby={titleId}
        aria-describedby={helpId}
        value={isLocale(locale) ? locale : ''}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(event) => void pick(event.target.value)}
      >
        {/* The tests' pseudo-language is no choice: it is shown as itself while it is on. */}
        {!isLocale(locale) && (
          <option value="" translate="no">
            {locale}
          </option>
        )}
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option} dir={localeDirection(option)} translate="no">
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </ProfileSection>
  );
}
