/*
 * The app runtime: what the shell and every remote share while the site runs. It is one
 * federation singleton (declared in tooling/federation/singletons.cjs), so there is one API
 * client, one session atom and one theme on the page, whichever remote asks. Its public surface
 * is named here (surface.test.ts keeps it so).
 */
export { initialSession, persistableSession, restoredSession, type SessionState } from './session/state.js';
export { currentUserAtom, sessionAtom } from './session/atoms.js';
export { sessionOperationsOf, useSession } from './session/operations.js';
export { configureApiClient, apiClient, callApi } from './http/client.js';
export { errorMessage, serverMessage, httpStatus, ApiError } from './http/errors.js';
export { rememberedTheme, themeAtom, applyThemeAtom, fetchThemeAtom } from './session/theme.js';
export { useSiteBackground, backgroundUrlAtom, setBackgroundUrlAtom } from './session/background.js';
export { fetchFamilyMembersAhead, keptFamilyMembers, loadFamilyMembers } from './members/index.js';
export { uploadPicture, PictureFileError } from './uploads/index.js';
export { Wordmark } from './ui/Wordmark.js';
export { ThemeRoot } from './ui/ThemeRoot.js';
export { MovingBackdrop } from './ui/MovingBackdrop.js';
export { antdRule } from './ui/antdRule.js';
export {
  REMOTE_AREA_NAMES,
  type ExposedModules,
  type ExposedRequest,
  type InviteDialogProps,
  type ProfileDialogProps,
  type RemoteName,
} from './remotes.js';
export { useAppConfig, appConfigAtom } from './appConfig.js';
export { addPasskey, signInWithPasskey, passkeyConfirmation, passkeysSupported, passkeyCancelled, offerPasskeyOnce, takePasskeyOffer, passkeyAutofill, stopPasskeyAutofill } from './passkeys/index.js';
export { localeAtom } from './i18n/locale.js';
export { defineMessages } from './i18n/defineMessages.js';
export { useSharedText, sharedTextIn } from './i18n/sharedText.js';
export { catalogsReady, waitForLanguageWith, withPageMessages } from './i18n/catalogs.js';
export { followAccountLanguage, startLocale, useChooseLocale } from './i18n/choose.js';
