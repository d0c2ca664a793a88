import type { ReactNode } from 'react';
import { CalendarOutlined, EnvironmentOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import type { NavAreaKey } from 'shared-contracts';

/**
 * The icon of each area that has a navigation entry (shared-contracts areas.ts). A Record over
 * the areas: an area given an entry there without an icon here fails to compile.
 */
type IconProps = { 'aria-hidden'?: boolean };

export const AREA_ICONS: Record<NavAreaKey, (props?: IconProps) => ReactNode> = {
  directory: (props) => <TeamOutlined {...props} />,
  map: (props) => <EnvironmentOutlined {...props} />,
  calendar: (props) => <CalendarOutlined {...props} />,
  settings: (props) => <SettingOutlined {...props} />,
};
