import type { ReactElement } from 'react';
import { renderWithShell, type RenderWithShellOptions } from 'shared-contracts/testing';

/**
 * renderWithShell with antd's animations off: the Subscribe dialog wraps itself in AntdTheme
 * (jsdom runs no CSS transitions). Test support only; nothing in the remote's bundle imports it.
 */
export function renderCalendar(element: ReactElement, options: RenderWithShellOptions = {}) {
  return renderWithShell(element, { ...options, reducedMotion: true });
}
