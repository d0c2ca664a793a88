import fs from 'node:fs';
import path from 'node:path';
import { JOIN_LINK_PARAMS, SETUP_LINK_FILE } from 'shared-contracts';

/**
 * The secret of a fresh install's set-up link, read where a person finds it (DATA_DIR's
 * first-account-link.txt); undefined once the first account exists (the file is gone).
 */
export function setupSecretIn(dataDir: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, SETUP_LINK_FILE), 'utf8');
  } catch {
    return undefined;
  }
  return new URL(text.trim()).searchParams.get(JOIN_LINK_PARAMS.setup) ?? undefined;
}
