import { atom, useAtomValue } from 'jotai';
import type { AppConfig } from 'shared-contracts';

/**
 * The run-time configuration (/app-config.json) once the shell has loaded it, null before.
 * The shell fetches it once and puts it here; a remote reads it with useAppConfig() and never
 * fetches it itself.
 */
export const appConfigAtom = atom<AppConfig | null>(null);

export function useAppConfig(): AppConfig | null {
  return useAtomValue(appConfigAtom);
}
