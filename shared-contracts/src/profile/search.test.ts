import { filterMembers } from './search';
import type { User } from '../member/names';

describe('filterMembers', () => {
  const members: User[] = [
    { id: 1, email: 'jo@march.family', displayName: 'Jo March', occupation: 'Writer' },
    { id: 2, email: 'meg@example.com', firstName: 'Margaret', lastName: 'Brooke', occupation: 'Governess' },
    { id: 3, email: 'laurie@example.com', displayName: 'Laurie', firstName: 'Theodore', lastName: 'Laurence' },
    { id: 4, email: 'amy@example.com' },
  ];
  const ids = (query: string) => filterMembers(members, query).map((m) => m.id);

  it('keeps everyone (the same list) for an empty or blank query', () => {
    expect(filterMembers(members, '')).toBe(members);
    expect(filterMembers(members, '   ')).toBe(members);
  });

  it('matches the display name, ignoring case and surrounding spaces', () => {
    expect(ids('jo MARCH ')).toEqual([1]);
  });

  it('matches first plus last name, with or without a display name', () => {
    expect(ids('margaret brooke')).toEqual([2]);
    expect(ids('theodore laur')).toEqual([3]);
  });

  it('matches the e-mail and the occupation', () => {
    expect(ids('AMY@')).toEqual([4]);
    expect(ids('governess')).toEqual([2]);
    expect(ids('example.com')).toEqual([2, 3, 4]);
  });

  it('finds nobody for a query nothing contains', () => {
    expect(ids('zebra')).toEqual([]);
  });

  it('never by an e-mail address its owner hides (an admin receives it, for editing)', () => {
    const hidden: User[] = [{ id: 5, email: 'secret@example.org', displayName: 'Beth', isEmailVisible: false }];
    expect(filterMembers(hidden, 'secret')).toEqual([]);
    expect(filterMembers(hidden, 'beth')).toEqual(hidden);
  });
});
