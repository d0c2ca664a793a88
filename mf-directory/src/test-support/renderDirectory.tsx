import type { ReactElement } from 'react';
import { renderWithShell, type FakeRoute, type RenderWithShellOptions } from 'shared-contracts/testing';
import type { User } from 'shared-contracts';

/**
 * renderWithShell with antd's animations off (jsdom runs no CSS transitions).
 * Test support only; nothing in the remote's bundle imports it.
 */
export function renderDirectory(element: ReactElement, options: RenderWithShellOptions = {}) {
  return renderWithShell(element, { ...options, reducedMotion: true });
}

/** As the shell now renders a remote: no AntdTheme around it. What draws antd must bring its own. */
export function renderWithoutAntdTheme(element: ReactElement, { user, network = [] }: { user?: User; network?: FakeRoute[] } = {}) {
  return renderWithShell(element, { user, network, antdTheme: false, reducedMotion: true });
}
