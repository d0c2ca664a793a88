/*
 * The pure contracts of FamilyNet: schemas and the types they give, the endpoint map, routes,
 * messages, constants, roles and the rules every package and the server share. No React, no
 * browser state: the server imports this entry. What the browser shares at run time (the API
 * client, the session, the theme root) is the `shared-contracts/runtime` entry.
 *
 * Its public surface is named here: what the runtime, the other packages and the server use
 * (surface.test.ts keeps it so). Everything else stays inside the package.
 */
export {
  BIRTHDAY_MIN_YEAR,
  BIRTHDAY_MAX_YEAR,
  AVATAR_COMPRESSION,
  BACKGROUND_COMPRESSION,
  BACKGROUND_UPLOAD_MAX_BYTES,
  ALLOWED_IMAGE_TYPES,
  CSV_MAX_BYTES,
  SAMPLE_CSV_FILE_NAME,
  THEME_EXPORT_FILE_NAME,
  REGISTRATION_QR,
  REGISTRATION_QR_FILE_NAME,
  COPIED_INDICATOR_MS,
  BACKGROUND_ANIMATION_SECONDS,
  MAP_DEFAULT_ZOOM,
  MAP_MARKER_SIZE_PX,
  MAP_DEFAULT_CENTER,
  DIRECTORY_CARD_HEIGHT_PX,
  DIRECTORY_PHONE_CARD_HEIGHT_PX,
  ADMIN_USER_ID,
  MANAGER_USER_ID,
  SERVICE_WORKER_UPDATE_INTERVAL_MS,
  INSTALL_DIAGNOSTIC_DELAY_MS,
  STATUS_MESSAGE_TIMEOUT_MS,
  RESET_REDIRECT_DELAY_MS,
  STATE_RESTORE_TIMEOUT_MS,
  API_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
  STORAGE_KEYS,
  DEFAULT_API_PORT,
  BREAKPOINTS,
  SITE_NAME_DEFAULT,
  SESSION_COOKIE_NAME,
  CSRF_HEADER,
} from './constants.js';
export {
  adminProfileUpdateFailedMessage,
  isEmail,
  normalizeEmail,
  isValidBirthday,
  isIdText,
  validateSignIn,
  validateSignUp,
  validateResetForm,
  signUpDisplayName,
  MESSAGES,
  ERRORS,
  SETTINGS_MESSAGES,
  type Validator,
  validateEmail,
  validatePassword,
  validateResetPassword,
  validateFirstName,
  validateLastName,
  type SignUpFields,
  type FieldErrors,
} from './validation.js';
export { roleOf, canManageFamily, isAdmin, type Role } from './roles.js';
export { mayStay, pageAt, registrationLink, resetPasswordLink, setupLink, APP_ROUTES, PUBLIC_ROUTES } from './routes.js';
export {
  AREAS,
  type AreaKey,
  type RemoteName,
  REMOTE_FOLDERS,
  REMOTE_NAMES,
  REMOTE_AREA_NAMES,
  AREA_PATHS,
  type AreaPage,
  AREA_PAGES,
  type AreaNavEntry,
  TOP_BAR_ENTRIES,
  BOTTOM_NAV_ENTRIES,
  INDEX_AREA,
  type NavAreaKey,
  REMOTE_MANIFEST_FILE,
  SHELL_START_CHUNKS_FILE,
  type ShellStartChunks,
} from './areas.js';
export { splitWordmark, cssUrl, SITE_NAME_META } from './branding.js';
export { type AppConfig, ADDRESS_LINK_ATTRIBUTE, APP_CONFIG_ELEMENT_ID, APP_CONFIG_PATH } from './appConfig.js';
export {
  mapServiceOf,
  mapsCspSources,
  tileOrigin,
  tileUrlProblem,
  attributionParts,
  type MapsConfig,
  MAP_TILE_URL_DEFAULT,
  MAP_TILE_SUBDOMAINS,
  MAPS_DEFAULTS,
  MAP_SERVICE_CHUNKS,
} from './maps.js';
export { UNKNOWN_USER_NAME, birthdayDatePart, memberName, userDisplayName, userInitial, type StoredName } from './member/names.js';
export { asShown, birthdayParts, fieldSwitchOn, hiddenFromFamily, type BirthdayParts } from './member/shown.js';
export { type Address, type GeoPoint, type User } from './member/schema.js';
export { type Theme, type ThemeColors, ThemeSchema } from './theme/schema.js';
export { DEFAULT_THEME } from './theme/defaults.js';
export { parseColor, hexOf, formatColor, textOn } from './theme/color.js';
export { themeProblem, isTheme, themeValueProblem } from './theme/check.js';
export { appliedTheme } from './theme/applied.js';
export { themeCssVariables, THEME_CLASSES, themeColor } from './theme/cssVariables.js';
export { antdTokens } from './theme/antdTokens.js';
export {
  formatBirthday,
  hasVisibleCoordinates,
  locationText,
  addressLines,
  locationMapUrl,
  nameProblem,
  MONTH_NAMES,
  PROFILE_VALIDATORS,
  fieldValidators,
  NAME_FIELDS,
} from './profile/profile.js';
export { filterMembers } from './profile/search.js';
export { type FamilyPerson, type FamilyRelation, type FamilyTree, type PersonPayload } from './family/schema.js';
export { withThousandsCommas } from './numbers.js';
export { type GedcomImportResult, type GedcomPreview, type GedcomPreviewPerson } from './family/import.js';
export { shownFields, type ShownField } from './profile/shown-fields.js';
export {
  canonicalFieldName,
  type TextFieldSpec,
  type MemberFieldSpec,
  type FieldTable,
  type FieldIcon,
  type MemberSlot,
  type VcardProperty,
  PROFILE_MESSAGES,
  MEMBER_FIELDS,
  type MemberField,
  type PrivacyFlag,
  type ProfileField,
  type CreateUserField,
  PROFILE_TEXT_FIELDS,
  ADDRESS_FIELDS,
  PRIVACY_FLAGS,
  CREATE_USER_FIELDS,
  MANAGER_ONLY_FIELDS,
  PROFILE_LIMITS,
  PROFILE_FORM_ORDER,
} from './member/fields.js';
export {
  sampleUsersCsv,
  validateCsvFile,
  importCompletedMessage,
  testEmailSentMessage,
  CSV_REQUIRED_COLUMNS,
  csvColumnsOf,
  CSV_MAX_ROWS,
  WELCOME_LINK_TTL_DAYS,
  ADMIN_USERS_PAGE_SIZE,
  USER_ADMIN_MESSAGES,
} from './userAdmin/userAdmin.js';
export { type SignInPayload, type SignUpPayload, type ForgotPasswordPayload } from './account/auth.js';
export { trimProfileText, type ProfileUpdate, type OwnProfilePayload, type AdminProfilePayload } from './profile/schema.js';
export {
  LOCATION_SHARING_PERIODS,
  type LocationSharingPeriod,
  LOCATION_SHARING_PERIOD_LABELS,
  LOCATION_MESSAGES,
  type LocationUpdatePayload,
} from './location/schema.js';
export { type GalleryItem } from './background/schema.js';
export { type CsvImportResult, type CreateUserPayload } from './userAdmin/schema.js';
export { envelopeSchema, MessageEnvelopeSchema, ErrorEnvelopeSchema, type ApiEnvelope } from './schema/envelope.js';
export { FORMAT_CHECKS, normalizeLineBreaks } from './schema/formats.js';
export { type CalendarFeedStatus } from './calendar/schema.js';
export {
  pathOf,
  apiPath,
  isMultipart,
  type EndpointSpec,
  ENDPOINTS,
  API_PREFIX,
  type EndpointName,
  type ParamsOf,
  type BodyOf,
  type QueryOf,
  type DataOf,
} from './api/endpoints.js';
export {
  JOIN_MODES,
  JOIN_MODE_LABELS,
  DEFAULT_JOIN_MODE,
  INVITATION_DAYS,
  JOIN_LINK_PARAMS,
  JOIN_MESSAGES,
  SETUP_LINK_FILE,
  type JoinMode,
  type InvitationProblem,
} from './join/join.js';
export {
  type JoinSettings,
  type JoinInfo,
  type InvitationCheck,
  type Invitation,
  type WaitingAccount,
} from './join/schema.js';
export { PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH, type Passkey, type PasskeysData } from './passkeys/schema.js';
export { ACCOUNT_MESSAGES, type DeleteAccountPayload, type MyData } from './account/schema.js';
export { VCARD_LINK_VERSION, type VcardVersion } from './member/vcard.js';
export { ADMIN_LOG_DAYS, ADMIN_LOG_PAGE_SIZE, type AdminAct, type AdminLogData, type AdminLogEntry } from './adminLog/schema.js';
export type { PushPayload, NotificationKind, NotificationChannel, NotificationChoices } from './notifications/notifications.js';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_DEFAULTS,
  FAMILY_MANAGER_KINDS,
  DEFAULT_REMINDER_HOUR,
  NOTIFICATION_MESSAGES,
} from './notifications/notifications.js';
export type { NotificationSettings } from './notifications/schema.js';
export {
  LOCALES,
  LOCALE_NAMES,
  DEFAULT_LOCALE,
  PSEUDO_LOCALE,
  isLocale,
  isPageLocale,
  localeDirection,
  negotiateLocale,
  type Locale,
  type PageLocale,
} from './i18n/locales.js';
export { UI_WORDS } from './i18n/uiWords.js';
export { countedMessage } from './i18n/counted.js';
export { LANGUAGE_MESSAGES } from './i18n/schema.js';
export {
  createTranslator,
  filled,
  icuFormatter,
  needsIcu,
  intlLocale,
  type Translator,
  type Catalog,
  type MessageValues,
} from './i18n/translate.js';
