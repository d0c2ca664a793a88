import { sameJson } from './sameJson';

describe('sameJson', () => {
  it('holds for the same data in another key order, at any depth', () => {
    expect(sameJson({ id: 1, location: { lat: 1, lng: 2 }, tags: ['a', 'b'] }, { tags: ['a', 'b'], location: { lng: 2, lat: 1 }, id: 1 })).toBe(true);
    expect(sameJson(null, null)).toBe(true);
    expect(sameJson([], [])).toBe(true);
  });

  it('tells a changed, missing or extra value apart', () => {
    expect(sameJson({ id: 1, bio: 'a' }, { id: 1, bio: 'b' })).toBe(false);
    expect(sameJson({ id: 1, bio: null }, { id: 1 })).toBe(false);
    expect(sameJson({ id: 1 }, { id: 1, bio: undefined })).toBe(false);
    expect(sameJson({ a: { b: 1 } }, { a: { b: '1' } })).toBe(false);
    expect(sameJson(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameJson(['a'], { 0: 'a' })).toBe(false);
    expect(sameJson({ a: null }, { a: {} })).toBe(false);
    expect(sameJson(0, null)).toBe(false);
  });
});
