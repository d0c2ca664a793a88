/** Business constants and limits (product spec, section 9). */

export const PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a huge password cannot tie up the hashing (not in the spec). */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MIN_LENGTH = 2;

export const BIRTHDAY_MIN_YEAR = 1900;
export const BIRTHDAY_MAX_YEAR = 2100;

export const PHONE_FORMAT_DIGITS = 10;

export const AVATAR_COMPRESSION = {
  maxSizeMB: 0.5,
  maxWidthOrHeight: 512,
  initialQuality: 0.8,
  useWebWorker: false,
} as const;

export const BACKGROUND_COMPRESSION = {
  maxSizeMB: 2,
  maxWidthOrHeight: 1920,
  initialQuality: 0.85,
  useWebWorker: false,
} as const;

export const BACKGROUND_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;

export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const SAMPLE_CSV_ROWS = 3;
export const SAMPLE_CSV_FILE_NAME = 'familynet-users-sample.csv';
export const THEME_EXPORT_FILE_NAME = 'familynet-theme.json';

export const REGISTRATION_QR = {
  width: 300,
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000', light: '#ffffff' },
} as const;
export const REGISTRATION_QR_FILE_NAME = 'familynet-registration-qr.png';

export const COPIED_INDICATOR_MS = 2000;
export const BACKGROUND_ANIMATION_SECONDS = 60;

export const MAP_DEFAULT_ZOOM = 10;
export const MAP_MARKER_SIZE_PX = 40;
/** A fixed point in the middle of the contiguous United States (Lebanon, Kansas). */
export const MAP_DEFAULT_CENTER = { lat: 39.8283, lng: -98.5795 } as const;

export const DIRECTORY_CARD_HEIGHT_PX = 333;
/**
 * A card in a phone's single column (issue 24): it hugs its content (name, occupation, one line
 * of bio, the contact details two by two on three lines at most, the buttons beside the name), so four or more
 * relatives fit a 390 x 844 screen instead of two.
 */
export const DIRECTORY_PHONE_CARD_HEIGHT_PX = 160;

export const ADMIN_USER_ID = 1;
export const MANAGER_USER_ID = 2;

export const SERVICE_WORKER_UPDATE_INTERVAL_MS = 300_000;
export const INSTALL_DIAGNOSTIC_DELAY_MS = 5000;
export const STATUS_MESSAGE_TIMEOUT_MS = 3000;
export const RESET_REDIRECT_DELAY_MS = 2000;
export const STATE_RESTORE_TIMEOUT_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** How long an API call may take before it fails (a stalled network must not hang a page). */
export const API_TIMEOUT_MS = 30_000;
/** Uploads get longer: a 10 MB original over a slow family connection. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Browser storage keys. */
export const STORAGE_KEYS = {
  session: 'root',
  theme: 'familynet.theme',
  background: 'familynet.background',
  /** Session storage: a passkey is offered once on the dashboard after a sign-up or a password reset. */
  passkeyOffer: 'familynet.passkeyOffer',
  /** The language chosen on this device (or the account's, once signed in), for the next visit. */
  language: 'familynet.language',
} as const;

export const DEFAULT_API_PORT = 8080;

/** UI breakpoints in px: xs, sm, md, lg, xl. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const SITE_NAME_DEFAULT = 'FamilyNet';

/** The cookie that carries the session (HttpOnly: the page never reads it). */
export const SESSION_COOKIE_NAME = 'token';
/** Header every API call carries; a plain HTML form cannot send it (cross-site protection). */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'FamilyNet' } as const;
