import type { ComponentType } from 'react';

/**
 * The federated remotes and the one small surface each exposes.
 * The shell's routes are the only consumer; a remote never reaches into another.
 */
export { REMOTE_AREA_NAMES, REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/** Props of the own-profile dialog that mf-directory exposes to the shell. */
export interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What each exposed module must export, keyed by its federation request. */
export interface ExposedModules {
  'mf_auth/AuthPage': { default: ComponentType };
  'mf_auth/ResetPasswordPage': { default: ComponentType };
  'mf_directory/DirectoryPage': { default: ComponentType };
  'mf_directory/ProfileDialog': { default: ComponentType<ProfileDialogProps> };
  'mf_map/MapPage': { default: ComponentType };
  'mf_calendar/CalendarPage': { default: ComponentType };
  'mf_admin/SettingsPage': { default: ComponentType };
}

export type ExposedRequest = keyof ExposedModules;
