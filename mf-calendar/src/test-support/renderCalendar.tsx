import type { ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import { renderWithShell, type RenderWithShellOptions } from 'shared-contracts/testing';

/**
 * renderWithShell with antd's animations off: jsdom runs no CSS transitions, so a dialog would
 * otherwise finish "animating" after the test, outside act(). Test support only; nothing in the
 * remote's bundle imports it.
 */
export function renderCalendar(element: ReactElement, options: RenderWithShellOptions = {}) {
  return renderWithShell(<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, options);
}
