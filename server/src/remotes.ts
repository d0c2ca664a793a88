import { REMOTE_FOLDERS, REMOTE_MANIFEST_FILE, REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/** The federated remotes the server publishes in /app-config.json and serves under /remotes/<folder>/. */
export { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName };

/** mf_directory -> REMOTE_MF_DIRECTORY_URL */
export function remoteEnvName(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

export const MANIFEST_FILE = REMOTE_MANIFEST_FILE;
