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

/**
 * Failed calls are logged on purpose (console.error), so tests keep the console quiet; a React
 * "not wrapped in act(...)" warning is a test bug and fails the test that caused it.
 */
export function quietConsoleButFailOnActWarnings() {
  let actWarnings: string[] = [];
  beforeEach(() => {
    actWarnings = [];
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation((first: unknown, ...rest: unknown[]) => {
      if (typeof first === 'string' && first.includes('not wrapped in act(')) actWarnings.push(String(rest[0] ?? first));
    });
  });
  afterEach(() => {
    expect(actWarnings).toEqual([]);
  });
}
