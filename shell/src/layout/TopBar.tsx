import { Link, useLocation } from 'react-router-dom';
import { Button, Tooltip } from 'antd';
import { CalendarOutlined, EnvironmentOutlined, QrcodeOutlined, TeamOutlined } from '@ant-design/icons';
import { APP_ROUTES } from 'shared-contracts';
import { Wordmark } from 'shared-contracts/runtime';
import { AccountMenu } from './AccountMenu';
import { InstallButton } from './InstallButton';
import { DASHBOARD_PATHS, isCurrent } from './navigation';

interface TopBarProps {
  onOpenProfile: () => void;
  onOpenInvite: () => void;
}

const NAV_ITEMS = [
  { label: 'Family Directory', to: DASHBOARD_PATHS.directory, icon: <TeamOutlined /> },
  { label: 'Family Map', to: DASHBOARD_PATHS.map, icon: <EnvironmentOutlined /> },
  { label: 'Birthday Calendar', to: DASHBOARD_PATHS.calendar, icon: <CalendarOutlined /> },
];

/** The sticky top bar: logo and name, quick navigation, invite, install, account menu. */
export function TopBar({ onOpenProfile, onOpenInvite }: TopBarProps) {
  const { pathname } = useLocation();
  return (
    <header className="fn-topbar">
      <Link to={APP_ROUTES.dashboard} className="fn-topbar-brand">
        <img className="fn-topbar-site-logo" src="/favicon.svg" alt="" width={28} height={28} />
        <Wordmark size={20} />
      </Link>
      <nav className="fn-topbar-actions" aria-label="Quick navigation">
        {NAV_ITEMS.map((item) => {
          const current = isCurrent(pathname, item.to);
          return (
            <Tooltip key={item.to} title={item.label}>
              <Link to={item.to} aria-label={item.label} aria-current={current ? 'page' : undefined}>
                <Button type={current ? 'primary' : 'text'} shape="circle" icon={item.icon} tabIndex={-1} />
              </Link>
            </Tooltip>
          );
        })}
        <Tooltip title="My QR Code">
          <Button type="text" shape="circle" icon={<QrcodeOutlined />} aria-label="My QR Code" onClick={onOpenInvite} />
        </Tooltip>
        <InstallButton />
        <AccountMenu onOpenProfile={onOpenProfile} />
      </nav>
    </header>
  );
}
