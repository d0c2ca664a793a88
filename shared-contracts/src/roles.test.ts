import { canManageFamily, isAdmin, roleOf } from './roles';

describe('roles (id 1 admin, id 2 manager, others members)', () => {
  it.each([
    [1, 'admin'],
    [2, 'manager'],
    [3, 'member'],
    ['2', 'manager'],
  ] as const)('id %p is %s', (id, role) => {
    expect(roleOf({ id })).toBe(role);
  });
  it('nobody signed in has no role', () => {
    expect(roleOf(null)).toBeNull();
    expect(roleOf({})).toBeNull();
  });
  it('admins and managers manage the family; only the admin is admin', () => {
    expect([1, 2, 3].map((id) => canManageFamily({ id }))).toEqual([true, true, false]);
    expect([1, 2, 3].map((id) => isAdmin({ id }))).toEqual([true, false, false]);
  });
  it('a role the server sends (handed over) decides before the id', () => {
    expect(roleOf({ id: 7, role: 'admin' })).toBe('admin');
    expect(roleOf({ id: 2, role: 'admin' })).toBe('admin');
    expect(canManageFamily({ id: 9, role: 'manager' })).toBe(true);
    expect(isAdmin({ id: 1, role: 'member' })).toBe(false);
    expect(roleOf({ id: 1, role: 'owner' })).toBe('admin');
  });
});
