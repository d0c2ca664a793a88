import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuProps } from 'antd';
import Dropdown from 'antd/es/dropdown';
import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { APP_ROUTES } from 'shared-contracts';
import { useSession } from 'shared-contracts/runtime';
import { AntdTheme } from 'shared-contracts/antd-theme';
import { forgetMemberData } from '../pwa/deviceData';
import { useText } from './messages';

interface AccountDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenProfile: () => void;
  /** The account button the menu opens from. */
  children: ReactElement;
}

const itemsIn = (t: ReturnType<typeof useText>): MenuProps['items'] => [
  { key: 'profile', label: t('account.profile'), icon: <UserOutlined /> },
  { key: 'settings', label: t('account.settings'), icon: <SettingOutlined /> },
  { type: 'divider' },
  { key: 'logout', label: t('account.logout'), icon: <LogoutOutlined />, danger: true },
];

/** The account menu itself: Profile (dialog), Settings, Logout. */
export default function AccountDropdown({ open, onOpenChange, onOpenProfile, children }: AccountDropdownProps) {
  const t = useText();
  const session = useSession();
  const navigate = useNavigate();

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    onOpenChange(false);
    if (key === 'profile') onOpenProfile();
    if (key === 'settings') navigate(APP_ROUTES.settings);
    if (key === 'logout') {
      await session.logOut();
      // Nothing of this member stays on the device for the next person (cached answers, the
      // directory's offline copy, pictures), whether or not the server heard the logout.
      await forgetMemberData();
      navigate(APP_ROUTES.auth, { replace: true });
    }
  };

  return (
    // antd's theme comes with the menu: the frame around it renders no antd.
    <AntdTheme>
      <Dropdown menu={{ items: itemsIn(t), onClick }} trigger={['click']} open={open} onOpenChange={onOpenChange} placement="bottomRight">
        {children}
      </Dropdown>
    </AntdTheme>
  );
}
