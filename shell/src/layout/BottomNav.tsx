import { Link, useLocation } from 'react-router-dom';
import { CalendarOutlined, EnvironmentOutlined, SettingOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { DASHBOARD_PATHS, isCurrent } from './navigation';

const TABS = [
  { label: 'Family', to: DASHBOARD_PATHS.directory, icon: <TeamOutlined aria-hidden /> },
  { label: 'Map', to: DASHBOARD_PATHS.map, icon: <EnvironmentOutlined aria-hidden /> },
  { label: 'Calendar', to: DASHBOARD_PATHS.calendar, icon: <CalendarOutlined aria-hidden /> },
] as const;

/** The five tabs at the foot of every dashboard screen. Profile opens a dialog, not a page. */
export function BottomNav({ onOpenProfile }: { onOpenProfile: () => void }) {
  const { pathname } = useLocation();
  const settingsCurrent = isCurrent(pathname, DASHBOARD_PATHS.settings);
  return (
    <nav className="fn-bottomnav" aria-label="Main navigation">
      <div className="fn-bottomnav-inner">
        {TABS.map((tab) => (
          <Link key={tab.to} to={tab.to} className="fn-bottomnav-tab" aria-current={isCurrent(pathname, tab.to) ? 'page' : undefined}>
            {tab.icon}
            <span>{tab.label}</span>
          </Link>
        ))}
        <button type="button" className="fn-bottomnav-tab" onClick={onOpenProfile}>
          <UserOutlined aria-hidden />
          <span>Profile</span>
        </button>
        <Link to={DASHBOARD_PATHS.settings} className="fn-bottomnav-tab" aria-current={settingsCurrent ? 'page' : undefined}>
          <SettingOutlined aria-hidden />
          <span>Settings</span>
        </Link>
      </div>
    </nav>
  );
}
