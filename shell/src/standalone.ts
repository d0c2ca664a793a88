import { mountShell } from './mountShell';
import type { LocalModules } from './federation/remoteRegistry';

/**
 * A remote's standalone page (`npm run dev -w mf-…`): the real shell (session restore, the 401
 * redirect, theme, top bar and navigation) with that remote's modules built in. The other areas
 * come from wherever /app-config.json says, as on the composed site.
 */
export function startStandalone(localModules: LocalModules): void {
  mountShell({ localModules, alwaysCheckSession: true });
}
