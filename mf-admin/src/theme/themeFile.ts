import { MESSAGES, THEME_EXPORT_FILE_NAME, isTheme, type Theme } from 'shared-contracts';
import { saveFile } from 'shared-contracts/ui';

/** A theme file refused on import; its message is the spec's 'Invalid theme file format.'. */
export class ThemeFileError extends Error {
  constructor() {
    super(MESSAGES.themeFileInvalid);
    this.name = 'ThemeFileError';
  }
}

/** The exported file: the theme as indented JSON, under the fixed name. */
export function themeFile(theme: Theme): File {
  return new File([`${JSON.stringify(theme, null, 2)}\n`], THEME_EXPORT_FILE_NAME, { type: 'application/json' });
}

/** Saves the theme as a file on this device (a download named THEME_EXPORT_FILE_NAME). */
export function downloadTheme(theme: Theme): void {
  const file = themeFile(theme);
  saveFile(file, file.name);
}

/** A file's text (FileReader: every browser, and the tests' jsdom, which has no Blob.text()). */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Largest theme file read (a theme is about 1.5 KB). */
const MAX_THEME_FILE_BYTES = 64 * 1024;

/**
 * Reads a theme file: valid JSON holding a theme that passes the same rules as the server's
 * (every key, no unknown one, every value to its pattern). Anything else: ThemeFileError.
 */
export async function readThemeFile(file: Blob): Promise<Theme> {
  if (file.size > MAX_THEME_FILE_BYTES) throw new ThemeFileError();
  let value: unknown;
  try {
    value = JSON.parse(await textOf(file));
  } catch {
    throw new ThemeFileError();
  }
  if (!isTheme(value)) throw new ThemeFileError();
  return value;
}
