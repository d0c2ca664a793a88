import fsp from 'node:fs/promises';

/**
 * A file of the build (index.html, a manifest) as the server uses it, worked out again only when
 * the file changes: a new build or deploy. The inode too, not only the time and size: a deploy
 * that keeps files' times (cp -p, image layers) still writes new files.
 */
export class ReadWhenChanged<T> {
  private cached: { version: string; value: T } | null = null;

  constructor(
    private readonly file: string,
    private readonly meaning: (text: string) => T,
  ) {}

  /** Its meaning; null when it is missing or cannot be read (the caller does without). */
  async value(): Promise<T | null> {
    try {
      const { mtimeMs, size, ino } = await fsp.stat(this.file);
      const version = `${ino}:${mtimeMs}:${size}`;
      if (this.cached?.version !== version) this.cached = { version, value: this.meaning(await fsp.readFile(this.file, 'utf8')) };
      return this.cached.value;
    } catch {
      return null;
    }
  }
}
