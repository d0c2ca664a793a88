/**
 * The federated remotes: container name (a JS identifier) -> package folder, which is also
 * the URL segment under /remotes/ where the server publishes the remote's build.
 * React-free, so the server and the build tooling read the same table as the shell.
 */
export const REMOTE_FOLDERS = {
  mf_auth: 'mf-auth',
  mf_directory: 'mf-directory',
  mf_map: 'mf-map',
  mf_calendar: 'mf-calendar',
  mf_admin: 'mf-admin',
} as const;

export type RemoteName = keyof typeof REMOTE_FOLDERS;

export const REMOTE_NAMES = Object.keys(REMOTE_FOLDERS) as RemoteName[];

/** The human name of each remote's area, for the "could not be loaded" message. */
export const REMOTE_AREA_NAMES: Record<RemoteName, string> = {
  mf_auth: 'Sign-in',
  mf_directory: 'Family Directory',
  mf_map: 'Family Map',
  mf_calendar: 'Birthday Calendar',
  mf_admin: 'Settings',
};

/** The file each remote's build publishes for the shell to find it. */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
