import type { ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import { renderWithShell, type RenderWithShellOptions } from 'shared-contracts/testing';

/**
 * renderWithShell with antd's animations off (jsdom runs no CSS transitions, so a dialog or a
 * message would otherwise finish "animating" outside act()). Test support only.
 */
export function renderSettings(element: ReactElement, options: RenderWithShellOptions = {}) {
  return renderWithShell(<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, options);
}

export { quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
