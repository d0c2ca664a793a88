import { makeUser } from 'shared-contracts/testing';
import { familyCounts, headerText, moreToShareText, withoutPositionText } from './familyCounts';
import { englishText } from '../messages';

const here = { lat: 42.46, lng: -71.35 };
const jo = makeUser({ displayName: 'Jo March', isLocationVisible: true, location: here });
const beth = makeUser({ displayName: 'Beth March', isLocationVisible: true });
const amy = makeUser({ displayName: 'Amy March', isLocationVisible: false });
// A position that arrives with sharing off is not on the map (the server never sends one; be safe).
const meg = makeUser({ displayName: 'Meg Brooke', isLocationVisible: false, location: here });

describe('familyCounts and the header', () => {
  it('counts members on the map (sharing with a position) and members with sharing enabled', () => {
    const counts = familyCounts([jo, beth, amy, meg]);
    expect(counts.onMap).toEqual([jo]);
    expect(counts.sharing).toBe(2);
    expect(counts.withoutPosition).toEqual([beth]);
    expect(counts.notSharing).toBe(2);
    expect(headerText(englishText, counts)).toBe('Family Locations (1 with GPS, 2 sharing enabled)');
  });

  it('an empty family is all zeros', () => {
    const counts = familyCounts([]);
    expect(headerText(englishText, counts)).toBe('Family Locations (0 with GPS, 0 sharing enabled)');
    expect(counts.notSharing).toBe(0);
    expect(counts.withoutPosition).toEqual([]);
  });

  it('a position that is not a pair of numbers is no position', () => {
    const broken = makeUser({ isLocationVisible: true, location: { lat: Number.NaN, lng: 1 } });
    expect(familyCounts([broken]).onMap).toEqual([]);
    expect(familyCounts([broken]).withoutPosition).toEqual([broken]);
  });
});

describe('the alerts in words', () => {
  it('names the members who share but have no position, one or several', () => {
    expect(withoutPositionText(englishText, [beth])).toBe('1 member has location sharing on but no position yet: Beth March.');
    expect(withoutPositionText(englishText, [beth, makeUser({ displayName: '', firstName: 'Laurie', lastName: '' })])).toBe(
      '2 members have location sharing on but no position yet: Beth March, Laurie.',
    );
  });

  it('says how many more need to share', () => {
    expect(moreToShareText(englishText, 1)).toBe('1 more family member needs to share their location to appear on the map.');
    expect(moreToShareText(englishText, 3)).toBe('3 more family members need to share their location to appear on the map.');
  });
});
