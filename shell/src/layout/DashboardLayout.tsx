import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { MovingBackdrop, useSiteBackground } from 'shared-contracts/runtime';
import { TopBar } from './TopBar';
import { BottomNav } from './BottomNav';
import { dashboardCss } from './dashboardCss';
import { PwaNotices } from '../pwa/PwaNotices';
import { PasskeyOffer } from './PasskeyOffer';
import { useText } from './messages';

const RemoteDialogHost = lazy(() => import('./RemoteDialogHost'));

/** The signed-in frame: sticky top bar, the routed screen, bottom navigation, dialogs. */
export function DashboardLayout() {
  const t = useText();
  const [profileOpen, setProfileOpen] = useState(false);
  // The profile remote is fetched the first time it is asked for, then kept mounted.
  const [profileRequested, setProfileRequested] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  // The family's background picture (none: the theme's page colour), the same on every screen.
  const background = useSiteBackground();

  const openProfile = () => {
    setProfileRequested(true);
    setProfileOpen(true);
  };
  const closeProfile = () => setProfileOpen(false);

  // The frame and the first screen of each area render the plain controls, not antd: what antd
  // draws (dialogs, forms, menus, the settings) wraps itself in AntdTheme when it is opened.
  return (
    <div className="fn-dashboard">
      <style>{dashboardCss}</style>
      {background && <MovingBackdrop url={background} className="fn-dashboard-backdrop" testId="dashboard-background" />}
      <TopBar onOpenProfile={openProfile} onOpenInvite={() => setInviteOpen(true)} />
      <main className="fn-dashboard-main">
        {/* 'You are offline', a change that could not be saved, 'A new version is available'. */}
        <PwaNotices />
        <PasskeyOffer />
        <Outlet />
      </main>
      <BottomNav onOpenProfile={openProfile} />
      {profileRequested && (
        <Suspense fallback={null}>
          <RemoteDialogHost request="mf_directory/ProfileDialog" title={t('dialog.profile')} open={profileOpen} onClose={closeProfile} />
        </Suspense>
      )}
      {inviteOpen && (
        <Suspense fallback={null}>
          <RemoteDialogHost request="mf_directory/InviteDialog" title={t('dialog.invite')} open={inviteOpen} onClose={() => setInviteOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
