import type { Address, User } from './user.js';
import type { Theme } from './theme.js';

/** Every API path of spec section 7, relative to the API base. */
export const API_PATHS = {
  signIn: '/api/auth/signin',
  signUp: '/api/auth/signup',
  currentUser: '/api/auth/current/user',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  profile: '/api/auth/profile',
  userProfile: (id: number | string) => `/api/auth/user/${encodeURIComponent(String(id))}/profile`,
  adminUserProfile: (id: number | string) => `/api/auth/admin/user/${encodeURIComponent(String(id))}/profile`,
  uploadAvatar: '/api/auth/upload-avatar',
  familyMembers: '/api/auth/family/members',
  locationUpdate: '/api/auth/location/update',
  locationClear: '/api/auth/location/clear',
  adminTheme: '/api/auth/admin/theme',
  backgroundImage: '/api/auth/background-image',
  adminUploadBackground: '/api/auth/admin/upload-background',
  adminBackgroundImages: '/api/auth/admin/background-images',
  adminSetBackground: '/api/auth/admin/set-background',
  adminDeleteBackground: (filePath: string) => `/api/auth/admin/background-image/${encodeURIComponent(filePath)}`,
  adminUsers: '/api/auth/admin/users',
  adminDeleteUser: (id: number | string) => `/api/auth/admin/user/${encodeURIComponent(String(id))}`,
  adminCreateUser: '/api/auth/admin/create-user',
  adminImportUsers: '/api/auth/admin/import-users',
  adminTestEmail: '/api/auth/admin/test-email',
} as const;

/** Every answer of the API: `success`, a human `message` on errors, and `data`. */
export interface ApiEnvelope<T = undefined> {
  success: boolean;
  message?: string;
  data?: T;
}

export interface UserData {
  user: User;
}

export interface SignInPayload {
  email: string;
  password: string;
}

export interface SignUpPayload {
  email: string;
  password: string;
  displayName: string;
  firstName: string;
  lastName: string;
}

export interface ForgotPasswordPayload {
  email: string;
}

export interface ResetPasswordPayload {
  token: string;
  email: string;
  newPassword: string;
}

export interface LocationUpdatePayload {
  latitude: number;
  longitude: number;
}

/** The own-profile save (spec section 7: snake_case names plus the two privacy flags). */
export interface OwnProfilePayload {
  display_name?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  occupation?: string;
  bio?: string;
  address?: Address;
  birthday?: string | null;
  isLocationVisible?: boolean;
  isBirthdayVisible?: boolean;
}

/** The profile fields a save may change (never id, e-mail or role). */
export type EditableProfileField =
  | 'displayName'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'occupation'
  | 'bio'
  | 'isLocationVisible'
  | 'isBirthdayVisible';

/** The admin/manager save of someone else's profile. */
export interface AdminProfilePayload extends Partial<Pick<User, EditableProfileField>> {
  birthday?: string | null;
  address?: Address;
}

/** The create-user form (spec section 3). */
export interface CreateUserPayload extends Partial<Pick<User, EditableProfileField | 'photoURL' | 'birthday'>> {
  email: string;
  displayName: string;
}

export interface BackgroundImageData {
  backgroundUrl: string | null;
}

export interface GalleryItem {
  url: string;
  filename: string;
  filePath: string;
  size: number;
  isCurrent: boolean;
}

export interface CsvImportResult {
  total: number;
  imported: number;
  skipped: number;
  errors: string[];
}

export interface ThemeData {
  theme: Theme | null;
}

export interface FamilyMembersData {
  members: User[];
}

export interface AvatarUploadData {
  avatarUrl: string;
  user?: User;
}

/** The run-time configuration the server (or a dev server) publishes at /app-config.json. */
export interface AppConfig {
  siteName: string;
  /** Remote container name -> URL of its mf-manifest.json. */
  remotes: Record<string, string>;
}

export const APP_CONFIG_PATH = '/app-config.json';
