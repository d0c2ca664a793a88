import { ADMIN_USER_ID, MANAGER_USER_ID } from './constants.js';

export type Role = 'admin' | 'manager' | 'member';

/** Whoever a role is asked of: a user as the server sends it (with `role`), or only an id. */
type RoleHolder = { id?: number | string; role?: string | null } | null | undefined;

const isRole = (value: unknown): value is Role => value === 'admin' || value === 'manager' || value === 'member';

/**
 * The spec's rule (id 1 is the admin, id 2 the manager, everyone else a member), unless the
 * member's role was handed over since (an admin who left named a successor): the server stores
 * that and sends every user's `role`, so the id decides only where no role was sent.
 */
export function roleOf(user: RoleHolder): Role | null {
  if (!user) return null;
  if (isRole(user.role)) return user.role;
  if (user.id === undefined || user.id === null) return null;
  const id = Number(user.id);
  if (id === ADMIN_USER_ID) return 'admin';
  if (id === MANAGER_USER_ID) return 'manager';
  return 'member';
}

/** Admins and managers may edit anyone's profile, theme the site and create users. */
export function canManageFamily(user: RoleHolder): boolean {
  const role = roleOf(user);
  return role === 'admin' || role === 'manager';
}

export function isAdmin(user: RoleHolder): boolean {
  return roleOf(user) === 'admin';
}
