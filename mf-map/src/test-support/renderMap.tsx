import type { ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import { renderWithShell, type RenderWithShellOptions } from 'shared-contracts/testing';

/**
 * renderWithShell with antd's animations off (jsdom runs no CSS transitions, so an alert would
 * otherwise finish "animating" after the test). Test support only; the bundle never imports it.
 */
export function renderMap(element: ReactElement, options: RenderWithShellOptions = {}) {
  return renderWithShell(<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, {
    route: '/dashboard/map',
    ...options,
  });
}
