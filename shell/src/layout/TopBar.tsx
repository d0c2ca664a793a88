import { Link, useLocation } from 'react-router-dom';
import { QrcodeOutlined } from '@ant-design/icons';
import { APP_ROUTES, TOP_BAR_ENTRIES, type NavAreaKey } from 'shared-contracts';
import { Wordmark } from 'shared-contracts/runtime';
import { Button } from 'shared-contracts/ui';
import { AccountMenu } from './AccountMenu';
import { AREA_ICONS } from './areaIcons';
import { Hint } from './Hint';
import { InstallButton } from './InstallButton';
import { isCurrent } from './navigation';
import { useSharedText } from 'shared-contracts/runtime';
import { useText } from './messages';

interface TopBarProps {
  onOpenProfile: () => void;
  onOpenInvite: () => void;
}

/** The sticky top bar: logo and name, quick navigation, invite, install, account menu. */
export function TopBar({ onOpenProfile, onOpenInvite }: TopBarProps) {
  const t = useText();
  const shared = useSharedText();
  const { pathname } = useLocation();
  return (
    <header className="fn-topbar">
      <Link to={APP_ROUTES.dashboard} className="fn-topbar-brand">
        <img className="fn-topbar-site-logo" src="/favicon.svg" alt="" width={28} height={28} />
        <Wordmark size={20} />
      </Link>
      <nav className="fn-topbar-actions" aria-label={t('topBar.quickNavigation')}>
        {TOP_BAR_ENTRIES.map((item) => {
          const current = isCurrent(pathname, item.path);
          return (
            <Hint key={item.path} label={shared(item.label)}>
              <Link to={item.path} aria-label={shared(item.label)} aria-current={current ? 'page' : undefined}>
                <Button variant={current ? 'primary' : 'text'} shape="circle" icon={AREA_ICONS[item.area as NavAreaKey]()} tabIndex={-1} />
              </Link>
            </Hint>
          );
        })}
        <Hint label={t('topBar.qrCode')}>
          <Button variant="text" shape="circle" icon={<QrcodeOutlined />} aria-label={t('topBar.qrCode')} onClick={onOpenInvite} />
        </Hint>
        <InstallButton />
        <AccountMenu onOpenProfile={onOpenProfile} />
      </nav>
    </header>
  );
}
