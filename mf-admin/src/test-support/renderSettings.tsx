import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
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

/**
 * Waits until no section of Settings says it is loading: each one's code has come (jsdom has no
 * IntersectionObserver, so every section counts as near the screen). A test of the whole page
 * ends here, or a section would draw after it.
 */
export async function everySectionShown() {
  await waitFor(() => expect(screen.queryAllByRole('img', { name: /^Loading / })).toEqual([]), { timeout: 10000 });
}
