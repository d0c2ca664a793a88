import {
  BIRTHDAY_MAX_YEAR,
  BIRTHDAY_MIN_YEAR,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
} from './constants.js';

/** Every validation message of the product (spec section 5), word for word. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  firstNameRequired: 'First name is required',
  firstNameTooShort: `First name must be at least ${NAME_MIN_LENGTH} characters`,
  lastNameRequired: 'Last name is required',
  lastNameTooShort: `Last name must be at least ${NAME_MIN_LENGTH} characters`,
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordTooShort: `Password must be at least ${RESET_PASSWORD_MIN_LENGTH} characters`,
  resetLinkInvalid: 'Invalid or missing reset link. Please request a new password reset.',
  invalidServerResponse: 'Invalid response from server',
  imageTypeInvalid: 'Please select a valid image file (JPEG, PNG, or WebP)',
  notABlob: 'The file given is not an instance of Blob or File',
  notAnImage: 'The file given is not an image',
  csvNameInvalid: 'Please select a CSV file',
  csvTooLarge: 'File size must be less than 5MB',
  createUserRequired: 'Email and display name are required',
  testEmailRequired: 'Please enter an email address to test',
  invalidDate: 'Invalid Date',
  themeFileInvalid: 'Invalid theme file format.',
} as const;

/** Messages the client shows for failed calls (spec section 8). */
export const ERRORS = {
  loginFailed: 'Login failed',
  signUpFailed: 'Sign up failed',
  updateFailed: 'Update failed',
  saveProfileFailed: 'Failed to save profile. Please try again.',
  avatarUploadFailed: 'Failed to upload avatar. Please try again.',
  forgotSuccess: 'Password reset link has been sent to your email address.',
  forgotFailed: 'Failed to send reset email. Please try again.',
  resetSuccess: 'Password reset successful! Redirecting to login...',
  resetFailed: 'Failed to reset password. Please try again or request a new reset link.',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  calendarLoadFailed: 'Failed to load family members',
} as const;

/**
 * Settings' status messages (spec section 8), word for word. Where the spec says so, the
 * server's own message is shown instead when it gave one.
 */
export const SETTINGS_MESSAGES = {
  // Theme Customization
  themeSaved: 'Theme saved successfully!',
  themeReset: 'Theme reset to default!',
  themeImported: 'Theme imported successfully!',
  // Background Image
  galleryLoadFailed: 'Failed to load background gallery',
  backgroundUpdateFailed: 'Failed to update background',
  backgroundUpdated: 'Background updated successfully',
  backgroundDeleted: 'Background deleted successfully',
  backgroundDeleteFailed: 'Failed to delete background',
  backgroundUploadFailed: 'Upload failed',
  backgroundUploadFailedRetry: 'Upload failed. Please try again.',
  backgroundUploaded: 'Background image updated successfully!',
  backgroundDeleteConfirm: 'Are you sure you want to delete this background image?',
  // Users (User Management)
  usersLoadFailed: 'Failed to load users',
  userDeleted: 'User deleted successfully',
  userDeleteFailed: 'Failed to delete user',
  // Bulk User Import
  importFailed: 'Import failed',
  importFailedRetry: 'Import failed. Please try again.',
  // Create New User
  userCreated: 'User created successfully! Welcome email sent.',
  createUserFailed: 'Failed to create user',
  createUserFailedRetry: 'Failed to create user. Please try again.',
  // Email System Test
  testEmailFailed: 'Failed to send test email',
  testEmailFailedDetails: 'Failed to send test email. Check server logs for details.',
} as const;

/** "Failed to update profile: {status} {statusText}" */
export function adminProfileUpdateFailedMessage(status: number, statusText: string): string {
  return `Failed to update profile: ${status} ${statusText}`;
}

/** A validator returns the message to show, or undefined when the value is fine. */
export type Validator<T = string> = (value: T | undefined | null) => string | undefined;

const EMAIL_MAX_LENGTH = 254;
// A pragmatic "standard" pattern: local part, @, domain with a dot and a 2+ letter TLD.
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The one spelling of an e-mail address that the server stores and compares. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const isBlank = (value: string | undefined | null): boolean => !value || value.trim() === '';

export const validateEmail: Validator = (value) => {
  if (isBlank(value)) return MESSAGES.emailRequired;
  if (!isEmail(value!.trim())) return MESSAGES.emailInvalid;
  return undefined;
};

export const validatePassword: Validator = (value) => {
  if (!value) return MESSAGES.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return undefined;
};

export const validateResetPassword: Validator = (value) => {
  if (!value) return MESSAGES.passwordRequired;
  if (value.length < RESET_PASSWORD_MIN_LENGTH) return MESSAGES.resetPasswordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return undefined;
};

export const validateFirstName: Validator = (value) => {
  if (isBlank(value)) return MESSAGES.firstNameRequired;
  if (value!.trim().length < NAME_MIN_LENGTH) return MESSAGES.firstNameTooShort;
  return undefined;
};

export const validateLastName: Validator = (value) => {
  if (isBlank(value)) return MESSAGES.lastNameRequired;
  if (value!.trim().length < NAME_MIN_LENGTH) return MESSAGES.lastNameTooShort;
  return undefined;
};

export function validateConfirmPassword(password: string | undefined, confirm: string | undefined): string | undefined {
  if (!confirm) return MESSAGES.confirmRequired;
  if (confirm !== password) return MESSAGES.passwordsDoNotMatch;
  return undefined;
}

/*
 * One rule for every id a caller sends (a member, a passkey, an invitation; in a path, a query or
 * a body): a whole number from 1 to ID_MAX, the largest value of the database's integer id
 * columns. A larger number names no row, and the database would refuse to compare it: it never
 * reaches a query.
 */

/** The largest id a row can have (the id columns are 32-bit integers). */
export const ID_MAX = 2_147_483_647;

/** Whether `value` is an id written in digits ('17'; never '017', '+1' or '1e3'). */
export function isIdText(value: string): boolean {
  return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= ID_MAX;
}

/** True for a real calendar date YYYY-MM-DD with a year the product accepts. */
export function isValidBirthday(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < BIRTHDAY_MIN_YEAR || year > BIRTHDAY_MAX_YEAR) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

export interface SignUpFields {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  confirmPassword?: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

function collect<T>(checks: Array<[keyof T, string | undefined]>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

export function validateSignIn(values: { email?: string; password?: string }) {
  return collect<{ email?: string; password?: string }>([
    ['email', validateEmail(values.email)],
    ['password', validatePassword(values.password)],
  ]);
}

export function validateSignUp(values: SignUpFields) {
  return collect<SignUpFields>([
    ['email', validateEmail(values.email)],
    ['firstName', validateFirstName(values.firstName)],
    ['lastName', validateLastName(values.lastName)],
    ['password', validatePassword(values.password)],
    ['confirmPassword', validateConfirmPassword(values.password, values.confirmPassword)],
  ]);
}

export function validateResetForm(values: { password?: string; confirmPassword?: string }) {
  return collect<{ password?: string; confirmPassword?: string }>([
    ['password', validateResetPassword(values.password)],
    ['confirmPassword', validateConfirmPassword(values.password, values.confirmPassword)],
  ]);
}

/** The display name sent at sign-up: first and last name trimmed and joined by a space. */
export function signUpDisplayName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`;
}
