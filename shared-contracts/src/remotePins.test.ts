import { INTEGRITY_PATTERN, PINNED_FILE_PATTERN, UNLISTED_FILE_INTEGRITY, integrityOf, pinnedFolderOf, pinnedRemotesOf } from './remotePins';

const HASH = `sha384-${'x'.repeat(63)}=`;
const remote = { manifest: 'https://remotes.example.org/mf-map/1.6.0/mf-manifest.json', integrity: { 'mf-manifest.json': HASH, 'remoteEntry.js': HASH, 'js/1.0123456789.js': HASH } };

describe('pinned remotes', () => {
  it("a file in a pinned remote's folder gets its pin; one its list leaves out gets an integrity no file has", () => {
    expect(integrityOf([remote], 'https://remotes.example.org/mf-map/1.6.0/remoteEntry.js')).toBe(HASH);
    expect(integrityOf([remote], 'https://remotes.example.org/mf-map/1.6.0/js/1.0123456789.js?v=1#x')).toBe(HASH);
    expect(integrityOf([remote], 'https://remotes.example.org/mf-map/1.6.0/injected.js')).toBe(UNLISTED_FILE_INTEGRITY);
    expect(UNLISTED_FILE_INTEGRITY).toMatch(INTEGRITY_PATTERN);
  });

  it('anything else (the site, another version, another host) is not pinned', () => {
    expect(integrityOf([remote], 'https://family.example/main.js')).toBeUndefined();
    expect(integrityOf([remote], 'https://remotes.example.org/mf-map/1.5.0/remoteEntry.js')).toBeUndefined();
    expect(integrityOf([], 'https://remotes.example.org/mf-map/1.6.0/remoteEntry.js')).toBeUndefined();
  });

  it("a configuration's pins, with the manifest's URL made absolute", () => {
    const config = { remotes: { mf_auth: '/remotes/mf-auth/mf-manifest.json' }, pinnedRemotes: { mf_map: { manifest: '/deployed/mf-map@1/mf-manifest.json', integrity: remote.integrity }, mf_admin: remote } };
    expect(pinnedRemotesOf(config, 'https://family.example/dashboard')).toEqual([{ manifest: 'https://family.example/deployed/mf-map@1/mf-manifest.json', integrity: remote.integrity }, remote]);
    expect(pinnedRemotesOf({}, 'https://family.example/')).toEqual([]);
    expect(pinnedFolderOf(remote.manifest)).toBe('https://remotes.example.org/mf-map/1.6.0/');
  });

  it('a pinned file stays inside its folder', () => {
    for (const good of ['remoteEntry.js', 'js/1.0123456789.js', 'mf-map@1/x.js']) expect(good).toMatch(PINNED_FILE_PATTERN);
    for (const bad of ['../x.js', 'a/../../x.js', '/etc/passwd', './x.js', 'a//b.js', 'a\\b.js', '', 'x.js?y']) expect(bad).not.toMatch(PINNED_FILE_PATTERN);
  });
});
