import type { ComponentType } from 'react';
import type { AREAS, AreaKey } from 'shared-contracts';

/**
 * The one small surface each remote exposes to the shell, derived from the area list
 * (shared-contracts areas.ts): every page is a component without props; every other part
 * says its props here. The shell's routes are the only consumer; a remote never reaches into
 * another.
 */
export { REMOTE_AREA_NAMES, type RemoteName } from 'shared-contracts';

/** Props of the own-profile dialog that mf-directory exposes to the shell. */
export interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Props of the "My QR Code" dialog that mf-directory exposes to the shell. */
export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

type Areas = typeof AREAS;
type PageRequest<K extends AreaKey> = `${Areas[K]['remote']}/${Areas[K]['pages'][number]['module']}`;
type PartRequest<K extends AreaKey> = Areas[K] extends { parts: readonly (infer P extends string)[] } ? `${Areas[K]['remote']}/${P}` : never;

/** The props of each part that is not a page; a part declared in areas.ts without props here fails to compile. */
interface PartProps {
  'mf_directory/ProfileDialog': ProfileDialogProps;
  'mf_directory/InviteDialog': InviteDialogProps;
}
type Parts = { [K in AreaKey]: PartRequest<K> }[AreaKey];
type CheckedParts = [Parts] extends [keyof PartProps] ? PartProps : never;

/** What each exposed module must export, keyed by its federation request. */
export type ExposedModules = { [R in { [K in AreaKey]: PageRequest<K> }[AreaKey]]: { default: ComponentType } } & {
  [R in keyof CheckedParts]: { default: ComponentType<CheckedParts[R]> };
};

export type ExposedRequest = keyof ExposedModules;
