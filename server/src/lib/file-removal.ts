import fsp from 'node:fs/promises';

/*
 * Uploaded files are removed through here. While a backup copies the uploads, removals wait
 * until it is done: the rows it saved may still point at a picture that is being replaced, and
 * the archive must hold every file its rows name.
 */
let backupsRunning = 0;
const waiting: string[] = [];

export async function removeUploadedFile(file: string): Promise<void> {
  if (backupsRunning > 0) {
    waiting.push(file);
    return;
  }
  await fsp.rm(file, { force: true });
}

/** Holds removals until the returned function is called. */
export function holdFileRemovals(): () => Promise<void> {
  backupsRunning += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    backupsRunning -= 1;
    if (backupsRunning > 0) return;
    const files = waiting.splice(0);
    await Promise.all(files.map((file) => fsp.rm(file, { force: true }).catch(() => {})));
  };
}
