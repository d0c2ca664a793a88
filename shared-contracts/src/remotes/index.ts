import type { ComponentType } from 'react';

/**
 * The federated remotes and the one small surface each exposes.
 * The shell's routes are the only consumer; a remote never reaches into another.
 */
export const REMOTES = {
  auth: 'mf_auth',
  directory: 'mf_directory',
  map: 'mf_map',
  calendar: 'mf_calendar',
  admin: 'mf_admin',
} as const;

export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

/** The package folder (and URL segment under /remotes/) of each container. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mf_auth: 'mf-auth',
  mf_directory: 'mf-directory',
  mf_map: 'mf-map',
  mf_calendar: 'mf-calendar',
  mf_admin: 'mf-admin',
};

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

/** The human name of each remote's area, for the "could not load" message. */
export const REMOTE_AREA_NAMES: Record<RemoteName, string> = {
  mf_auth: 'Sign-in',
  mf_directory: 'Family Directory',
  mf_map: 'Family Map',
  mf_calendar: 'Birthday Calendar',
  mf_admin: 'Settings',
};
