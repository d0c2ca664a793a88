/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { avatarRoutes } from './avatar-routes.js';
import { memberRoutes } from './routes.js';
import { profileRoutes } from './profile-routes.js';

export {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  avatarFileOf,
  avatarsDirOf,
  deleteAvatarFile,
  prepareUploadDirs,
  reencodeAvatar,
  storeAvatar,
  UPLOADS_URL_PREFIX,
  uploadsDirOf,
} from './avatars.js';
export { sharingEnd } from './location.js';
export { toUserJson } from './member-json.js';
export { sharedDirectoryRows, type DirectorySnapshot } from './directory.js';
export {
  accountsByIds,
  accountsForAdmin,
  admitWaiting,
  createMember,
  credentialsOf,
  deleteMember,
  emailHasAccount,
  endSharingPeriods,
  hasAnyAccount,
  importMembers,
  inviterOf,
  managingAccounts,
  memberDeleted,
  moveLocation,
  nextSharingPeriodEnd,
  recordSignIn,
  shareLocation,
  stopSharingLocation,
  waitingAccounts,
} from './members.js';
export {
  anyAccount,
  deleteAccountRows,
  DUPLICATE_EMAIL_MESSAGE,
  DuplicateEmailError,
  findAccount,
  insertMember,
  listManagingAccounts,
  listVisibleBirthdays,
  setRole,
  withUsersLocked,
  writeNewPassword,
  writePasswordSignIn,
  writeLanguage,
  writeTimeZone,
  type AccountRecord,
  type MemberRecord,
  type BirthdayRecord,
  type NewMember,
} from './queries.js';

/** The members: the directory, profiles, photos, vCards (the feature, as app.ts registers it). */
export const members: Feature = {
  name: 'members',
  api: [memberRoutes, profileRoutes, avatarRoutes],
};
