import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from '../scripts/source-files';
import { REMOTE_FOLDERS } from './areas';

/*
 * An export is for another file. A name exported and used only in its own file says "others
 * depend on this" when none do, and widens what a change must keep working; one used nowhere is
 * dead code. Read across the repository's sources (tests count as users: a helper exported for
 * its test is used). Index files, whose whole point is to re-export, and test helpers are left out.
 */
const root = join(__dirname, '../..');
const FOLDERS = ['shared-contracts/src', 'shell/src', ...Object.values(REMOTE_FOLDERS).map((folder) => `${folder}/src`), 'server/src', 'server/faults', 'e2e/tests', 'scripts', 'tooling'];
// The migrations file is left as it shipped: installs that ran a migration never run it again,
// so no line of it is edited, an export's keyword included.
const NOT_CHECKED = /\.test\.tsx?$|[\\/](testing|test-support)[\\/]|[\\/]index\.tsx?$|server[\\/]src[\\/]db[\\/]migrations\.ts$/;


describe('exports', () => {
  it('every named export is mentioned by some other file', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
    const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    const mentionedIn = new Map<string, number>();
    for (const text of texts.values()) for (const word of new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? [])) mentionedIn.set(word, (mentionedIn.get(word) ?? 0) + 1);
    const lonely: string[] = [];
    for (const [file, text] of texts) {
      if (NOT_CHECKED.test(file)) continue;
      for (const match of text.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm)) {
        // Its own file is one mention; another file is a second.
        if ((mentionedIn.get(match[1]) ?? 0) < 2) lonely.push(`${relative(root, file)}: ${match[1]}`);
      }
    }
    expect(files.length).toBeGreaterThan(300);
    expect(lonely).toEqual([]);
  });
});
