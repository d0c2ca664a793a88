import type { ReactNode } from 'react';
import { CalendarOutlined, EnvironmentOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import type { NavAreaKey } from 'shared-contracts';

/**
 * The icon of each area that has a navigation entry (shared-contracts areas.ts). A Record over
 * the areas: an area given an entry there without an icon here fails to compile.
 */
export const AREA_ICONS: Record<NavAreaKey, () => ReactNode> = {
  directory: () => <TeamOutlined aria-hidden />,
  map: () => <EnvironmentOutlined aria-hidden />,
  calendar: () => <CalendarOutlined aria-hidden />,
  settings: () => <SettingOutlined aria-hidden />,
};
