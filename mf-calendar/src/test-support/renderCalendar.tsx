import type { ReactElement } from 'react';
import { renderWithShell, type RenderWithShellOptions } from 'shared-contracts/testing';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const deviceMatchMedia = window.matchMedia;

/**
 * renderWithShell on a device that asks for less motion: the Subscribe dialog wraps itself in
 * AntdTheme, which then turns antd's animations off (jsdom runs no CSS transitions, so a dialog
 * would otherwise finish "animating" after the test, outside act()). The page around it renders
 * no antd component. Test support only; nothing in the remote's bundle imports it. (The spy is
 * restored after each test: restoreMocks.)
 */
export function renderCalendar(element: ReactElement, options: RenderWithShellOptions = {}) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const answer = deviceMatchMedia.call(window, query);
    return query === REDUCED_MOTION ? { ...answer, matches: true } : answer;
  });
  return renderWithShell(element, options);
}
