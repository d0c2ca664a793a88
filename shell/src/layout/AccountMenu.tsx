import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { APP_ROUTES, userDisplayName } from 'shared-contracts';
import { currentUserAtom, useSession } from 'shared-contracts/runtime';
import { forgetMemberData } from '../pwa/deviceData';

/** The account menu: Profile (dialog), Settings, Logout. */
export function AccountMenu({ onOpenProfile }: { onOpenProfile: () => void }) {
  const user = useAtomValue(currentUserAtom);
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const name = user ? userDisplayName(user) : '';

  const items: MenuProps['items'] = [
    { key: 'profile', label: 'Profile', icon: <UserOutlined /> },
    { key: 'settings', label: 'Settings', icon: <SettingOutlined /> },
    { type: 'divider' },
    { key: 'logout', label: 'Logout', icon: <LogoutOutlined />, danger: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    setOpen(false);
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
    <Dropdown menu={{ items, onClick }} trigger={['click']} open={open} onOpenChange={setOpen} placement="bottomRight">
      <Button type="text" shape="circle" aria-label="Account menu" style={{ padding: 0 }}>
        <Avatar size={32} src={user?.photoURL} alt="" icon={!user?.photoURL && !name ? <UserOutlined /> : undefined}
          style={{ background: user?.photoURL ? undefined : 'var(--fn-color-primary)', color: 'var(--fn-color-on-primary)' }}>
          {name ? name.charAt(0).toUpperCase() : null}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
