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
});
