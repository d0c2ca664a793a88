import { CACHES, PINNED_REMOTES_CACHE, isCodeCache } from './cacheNames';

describe("the worker's caches", () => {
  it('the copies of remotes pinned elsewhere are code (kept at logout) that a newly activated worker drops (not in CACHES)', () => {
    expect(isCodeCache(PINNED_REMOTES_CACHE)).toBe(true);
    expect(Object.values(CACHES)).not.toContain(PINNED_REMOTES_CACHE);
  });
});
