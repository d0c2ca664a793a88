import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS, AREA_PAGES, BOTTOM_NAV_ENTRIES, REMOTE_FOLDERS, TOP_BAR_ENTRIES, exposedModulesOf } from './areas';
import { PUBLIC_ROUTES } from './routes';

const root = join(__dirname, '../..');
const workspaces: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;

describe('the area list', () => {
  it.each(Object.entries(REMOTE_FOLDERS))('%s is the workspace %s, whose package has that name', (_remote, folder) => {
    expect(workspaces).toContain(folder);
    expect(JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).name).toBe(folder);
  });

  it('names every remote workspace: a remote folder without an area would never be loaded', () => {
    expect(workspaces.filter((folder) => folder.startsWith('mf-')).sort()).toEqual(Object.values(REMOTE_FOLDERS).sort());
  });

  it.each(Object.keys(REMOTE_FOLDERS))('%s has a source file for each module it exposes', (remote) => {
    const folder = REMOTE_FOLDERS[remote as keyof typeof REMOTE_FOLDERS];
    for (const module of exposedModulesOf(remote)) expect(existsSync(join(root, folder, 'src', `${module}.tsx`))).toBe(true);
  });

  it('gives every page its own path, and only the sign-in pages are open without a session', () => {
    const paths = AREA_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(PUBLIC_ROUTES).toEqual(['/auth', '/reset-password']);
  });

  // A family's own areas (npm run new:area) come in among them; the spec's entries keep their
  // order and Settings stays the last tab.
  it("keeps the spec's navigation: top bar Family Directory, Family Map, Birthday Calendar; tabs Family, Map, Calendar, Settings", () => {
    const SPEC_TOP = [
      ['Family Directory', AREAS.directory.pages[0].path],
      ['Family Map', '/dashboard/map'],
      ['Birthday Calendar', '/dashboard/calendar'],
    ];
    const SPEC_TABS = ['Family', 'Map', 'Calendar', 'Settings'];
    const top = TOP_BAR_ENTRIES.map((entry) => [entry.label, entry.path]);
    expect(top.filter(([label]) => SPEC_TOP.some(([spec]) => spec === label))).toEqual(SPEC_TOP);
    const tabs = BOTTOM_NAV_ENTRIES.map((entry) => entry.label);
    expect(tabs.filter((label) => SPEC_TABS.includes(label))).toEqual(SPEC_TABS);
    expect(tabs.at(-1)).toBe('Settings');
  });
});
