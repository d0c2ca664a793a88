/**
 * The federated remotes the server publishes in /app-config.json and serves under /remotes/<folder>/.
 *
 * This is the ONE place in the server that names them. shared-contracts has the same table
 * (REMOTE_FOLDERS in shared-contracts/src/remotes), but that module imports React types and is
 * not part of the package's root export, so the server cannot import it.
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

/** mf_directory -> REMOTE_MF_DIRECTORY_URL */
export function remoteEnvName(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

export const MANIFEST_FILE = 'mf-manifest.json';
