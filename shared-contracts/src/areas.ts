/*
 * The site's areas, once: each is one federated remote (its container and workspace folder), the
 * pages it serves (route, who may open it), the other parts it exposes to the shell, and its
 * entries in the top bar and the bottom navigation. The shell's routes and both bars, the
 * remotes' federation names and exposed modules, the server's remote folders and the build's
 * remote list are all read from here. React-free, so the server and the build tooling read the
 * same list as the shell; the icons (React) are the shell's, keyed by area (shell/src/layout/areaIcons.tsx).
 *
 * Adding an area is one entry here, its icon if it has navigation, and the remote itself
 * (ARCHITECTURE.md, "Add an area").
 */

/**
 * Who may open a page: anybody; only a visitor without a session (a member is sent on); a
 * signed-in member; only an account that waits for approval (everyone else is sent on).
 */
type PageAccess = 'anyone' | 'guest' | 'member' | 'waiting';

interface PageSpec {
  /** The exposed module (`./src/<module>.tsx` in the remote) that renders the page. */
  module: string;
  path: string;
  access: PageAccess;
  /** It shows the family list first: the shell asks for the list at start, beside the page's code. */
  showsFamilyList?: true;
  /** It shows the map first: the configured service's code (MAP_SERVICE_CHUNKS) is asked for beside the page's. */
  showsMap?: true;
}

interface AreaSpec {
  /** The federation container (a JS identifier); its workspace folder is the same with '-' (mf_map: mf-map). */
  remote: `mf_${string}`;
  /** How a message names the area ('The Family Map could not be loaded'). */
  name: string;
  pages: readonly PageSpec[];
  /** Modules the remote exposes to the shell that are not pages (a dialog). */
  parts?: readonly string[];
  /** The dashboard's index (/dashboard) shows this area's page. */
  index?: true;
  /** Its entries: an icon button in the top bar, a tab in the bottom navigation (their labels). */
  nav?: { top?: string; bottom?: string };
}

export const AREAS = {
  auth: {
    remote: 'mf_auth',
    name: 'Sign-in',
    pages: [
      { module: 'AuthPage', path: '/auth', access: 'guest' },
      { module: 'ResetPasswordPage', path: '/reset-password', access: 'anyone' },
      { module: 'WaitingPage', path: '/waiting', access: 'waiting' },
    ],
  },
  directory: {
    remote: 'mf_directory',
    name: 'Family Directory',
    pages: [{ module: 'DirectoryPage', path: '/dashboard/directory', access: 'member', showsFamilyList: true }],
    parts: ['ProfileDialog', 'InviteDialog'],
    index: true,
    nav: { top: 'Family Directory', bottom: 'Family' },
  },
  map: {
    remote: 'mf_map',
    name: 'Family Map',
    pages: [{ module: 'MapPage', path: '/dashboard/map', access: 'member', showsFamilyList: true, showsMap: true }],
    nav: { top: 'Family Map', bottom: 'Map' },
  },
  calendar: {
    remote: 'mf_calendar',
    name: 'Birthday Calendar',
    pages: [{ module: 'CalendarPage', path: '/dashboard/calendar', access: 'member', showsFamilyList: true }],
    nav: { top: 'Birthday Calendar', bottom: 'Calendar' },
  },
  settings: {
    remote: 'mf_admin',
    name: 'Settings',
    pages: [{ module: 'SettingsPage', path: '/dashboard/settings', access: 'member' }],
    nav: { bottom: 'Settings' },
  },
} as const satisfies Record<string, AreaSpec>;

type Areas = typeof AREAS;
export type AreaKey = keyof Areas;
export type RemoteName = Areas[AreaKey]['remote'];
type FolderOf<R extends string> = R extends `mf_${infer Rest}` ? `mf-${Rest}` : never;

const AREA_ENTRIES = Object.entries(AREAS) as Array<[AreaKey, AreaSpec]>;

/** The workspace folder of a container, which is also its URL segment under /remotes/. */
export const folderOf = <R extends RemoteName>(remote: R): FolderOf<R> => remote.replace('_', '-') as FolderOf<R>;

/** The federated remotes: container name -> package folder. */
export const REMOTE_FOLDERS = Object.fromEntries(AREA_ENTRIES.map(([, area]) => [area.remote, folderOf(area.remote as RemoteName)])) as {
  [K in AreaKey as Areas[K]['remote']]: FolderOf<Areas[K]['remote']>;
};

export const REMOTE_NAMES = Object.keys(REMOTE_FOLDERS) as RemoteName[];

/** The human name of each remote's area, for the "could not be loaded" message. */
export const REMOTE_AREA_NAMES = Object.fromEntries(AREA_ENTRIES.map(([, area]) => [area.remote, area.name])) as Record<RemoteName, string>;

/** The modules a remote exposes: its pages and its parts ('./MapPage' -> './src/MapPage.tsx'). */
export function exposedModulesOf(remote: string): string[] {
  const area = AREA_ENTRIES.find(([, spec]) => spec.remote === remote)?.[1];
  return area ? [...area.pages.map((page) => page.module), ...(area.parts ?? [])] : [];
}

/** Each area's first page, by area: the paths the server links to and guards. */
export const AREA_PATHS = Object.fromEntries(AREA_ENTRIES.map(([key, area]) => [key, area.pages[0].path])) as {
  [K in AreaKey]: Areas[K]['pages'][0]['path'];
};

/** One page of an area, with what the shell needs to route it. */
export interface AreaPage extends PageSpec {
  area: AreaKey;
  remote: RemoteName;
  /** The federation request that loads it ('mf_map/MapPage'). */
  request: `${RemoteName}/${string}`;
}

/** Every page of every area, in the list's order. */
export const AREA_PAGES: readonly AreaPage[] = AREA_ENTRIES.flatMap(([area, spec]) =>
  spec.pages.map((page) => ({ ...page, area, remote: spec.remote as RemoteName, request: `${spec.remote as RemoteName}/${page.module}` as const })),
);

/** One navigation entry of an area. */
export interface AreaNavEntry {
  area: AreaKey;
  label: string;
  path: string;
}

const navEntries = (bar: 'top' | 'bottom'): AreaNavEntry[] =>
  AREA_ENTRIES.flatMap(([area, spec]) => (spec.nav?.[bar] ? [{ area, label: spec.nav[bar], path: spec.pages[0].path }] : []));

/** The top bar's icon buttons, in order (the shell adds My QR Code, the install button and the account menu). */
export const TOP_BAR_ENTRIES = navEntries('top');
/** The bottom navigation's tabs, in order (the shell adds Profile, which opens a dialog). */
export const BOTTOM_NAV_ENTRIES = navEntries('bottom');
/** The area the dashboard's index shows. */
export const INDEX_AREA = (AREA_ENTRIES.find(([, spec]) => spec.index)?.[0] ?? 'directory') as AreaKey;
/** Areas with an entry in either bar: each needs an icon. */
export type NavAreaKey = { [K in AreaKey]: Areas[K] extends { nav: object } ? K : never }[AreaKey];

/** The file each remote's build publishes for the shell to find it. */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';

/**
 * The file the shell's build writes beside index.html: the scripts each kind of page starts with
 * beyond every page's (shell/scripts/pageStartChunks.cjs), which the server names in index.html.
 */
export const SHELL_START_CHUNKS_FILE = 'start-chunks.json';
/** Its contents: absolute script paths for a member's page, and for each page flag. */
export type ShellStartChunks = Record<'member' | 'showsFamilyList', string[]>;
