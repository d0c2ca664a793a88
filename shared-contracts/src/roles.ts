import { ADMIN_USER_ID, MANAGER_USER_ID } from './constants.js';

export type Role = 'admin' | 'manager' | 'member';

/** The spec's rule: id 1 is the admin, id 2 the manager, everyone else a member. */
export function roleOf(user: { id?: number | string } | null | undefined): Role | null {
  if (!user || user.id === undefined || user.id === null) return null;
  const id = Number(user.id);
  if (id === ADMIN_USER_ID) return 'admin';
  if (id === MANAGER_USER_ID) return 'manager';
  return 'member';
}

/** Admins and managers may edit anyone's profile, theme the site and create users. */
export function canManageFamily(user: { id?: number | string } | null | undefined): boolean {
  const role = roleOf(user);
  return role === 'admin' || role === 'manager';
}

export function isAdmin(user: { id?: number | string } | null | undefined): boolean {
  return roleOf(user) === 'admin';
}
