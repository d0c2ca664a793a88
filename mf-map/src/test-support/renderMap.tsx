import type { ReactElement } from 'react';
import { renderWithShell, type RenderWithShellOptions } from 'shared-contracts/testing';

/**
 * renderWithShell at the map's address. The map renders no antd component (its switch, notices
 * and spinner are the kit's), so no antd setting is needed. Test support only; the bundle never
 * imports it.
 */
export function renderMap(element: ReactElement, options: RenderWithShellOptions = {}) {
  return renderWithShell(element, {
    route: '/dashboard/map',
    ...options,
  });
}
