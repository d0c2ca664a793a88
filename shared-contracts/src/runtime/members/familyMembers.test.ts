import { configureApiClient } from '../http/client';
import { fakeNetwork, type FakeAnswer, type FakeRoute } from '../../testing/fakeApi';
import { fetchFamilyMembersAhead, forgetFamilyMembers, loadFamilyMembers } from './familyMembers';
import { MEMBER_LIST_CONFIRMED_KEY, MEMBER_LIST_COPY_KEY } from './keptCopy';
import { keptFamilyMembers } from './index';

const URL = '/api/auth/family/members';
const jo = { id: 1, email: 'jo@march.family', displayName: 'Jo March' };
const meg = { id: 2, email: 'meg@march.family', displayName: 'Meg March' };

/** The server as it answers: the list with its ETag, or a 304 when the ETag sent is still current. */
function familyServer(members: unknown[], etag = 'W/"m-1"'): FakeRoute {
  return {
    method: 'GET',
    url: URL,
    respond: ({ config }) =>
      config.headers?.['If-None-Match'] === etag ? { status: 304 } : { status: 200, body: { success: true, data: { members } }, headers: { etag } },
  };
}

function setup(routes: FakeRoute[]) {
  const api = configureApiClient({ baseURL: '' });
  return fakeNetwork(api, routes);
}

const offline: FakeRoute = { method: 'GET', url: URL, respond: () => Promise.reject(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' })) };

beforeEach(() => {
  forgetFamilyMembers();
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the family list, shared by the remotes', () => {
  it('asks once for callers that ask at the same time', async () => {
    const { requests } = setup([familyServer([jo, meg])]);
    const [directory, map, calendar] = await Promise.all([loadFamilyMembers(1), loadFamilyMembers(1), loadFamilyMembers(1)]);
    expect(requests).toHaveLength(1);
    expect(directory.members).toEqual([jo, meg]);
    expect(map).toEqual(directory);
    expect(calendar).toEqual(directory);
  });

  it("gives the page's first call the answer asked for at start, without a request of its own; later calls ask again", async () => {
    const { requests } = setup([familyServer([jo, meg])]);
    fetchFamilyMembersAhead(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toHaveLength(1);
    expect((await loadFamilyMembers(1, { offlineCopy: true })).members).toEqual([jo, meg]);
    expect(requests).toHaveLength(1);
    await loadFamilyMembers(1);
    expect(requests).toHaveLength(2);
    expect(requests[1].headers['If-None-Match']).toBe('W/"m-1"');
  });

  it('does not give an answer asked for at start to another member, or to a call long after', async () => {
    const { requests } = setup([familyServer([jo, meg])]);
    fetchFamilyMembersAhead(1);
    await loadFamilyMembers(2);
    expect(requests).toHaveLength(2);

    const clock = jest.spyOn(Date, 'now');
    clock.mockReturnValue(1_000_000);
    fetchFamilyMembersAhead(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toHaveLength(3);
    clock.mockReturnValue(1_000_000 + 60_000);
    await loadFamilyMembers(1);
    expect(requests).toHaveLength(4);
    clock.mockRestore();
  });

  it('asks again with its ETag: a 304 answers with the list it already has', async () => {
    const { requests } = setup([familyServer([jo, meg])]);
    await loadFamilyMembers(1);
    const again = await loadFamilyMembers(1);
    expect(requests[1].headers['If-None-Match']).toBe('W/"m-1"');
    expect(again.members).toEqual([jo, meg]);
  });

  it('gives a changed list when the server has one', async () => {
    const network = setup([familyServer([jo])]);
    await loadFamilyMembers(1);
    setup([familyServer([jo, meg], 'W/"m-2"')]);
    expect((await loadFamilyMembers(1)).members).toEqual([jo, meg]);
    expect(network.requests).toHaveLength(1);
  });

  it("keeps a copy on the device for the member who asked, and shows it offline only to a caller that wants it, with its time", async () => {
    setup([familyServer([jo, meg])]);
    await loadFamilyMembers(1, { now: () => new Date('2026-06-10T14:05:00Z') });
    expect(JSON.parse(window.localStorage.getItem(MEMBER_LIST_COPY_KEY)!)).toMatchObject({ memberId: 1, members: [jo, meg] });

    forgetFamilyMembers();
    setup([offline]);
    await expect(loadFamilyMembers(1)).rejects.toThrow();
    expect(await loadFamilyMembers(1, { offlineCopy: true })).toEqual({ members: [jo, meg], offlineCopyFrom: new Date('2026-06-10T14:05:00Z') });
    await expect(loadFamilyMembers(2, { offlineCopy: true })).rejects.toThrow();
  });

  it("keeps the server's confirmation (a 304) without writing the copy again: a big family's copy is megabytes, and offline it shows the confirmed time", async () => {
    setup([familyServer([jo, meg])]);
    await loadFamilyMembers(1, { now: () => new Date('2026-06-10T14:05:00Z') });
    // A new visit, a day later.
    forgetFamilyMembers();
    const written = jest.spyOn(Storage.prototype, 'setItem');
    await loadFamilyMembers(1, { now: () => new Date('2026-06-11T09:30:00Z') });
    expect(written.mock.calls.map(([key]) => key)).not.toContain(MEMBER_LIST_COPY_KEY);
    written.mockRestore();

    forgetFamilyMembers();
    setup([offline]);
    expect(await loadFamilyMembers(1, { offlineCopy: true })).toEqual({ members: [jo, meg], offlineCopyFrom: new Date('2026-06-11T09:30:00Z') });
  });

  it("does not give one list's confirmation to another list, or to another member's", async () => {
    let server = familyServer([jo]);
    setup([{ method: 'GET', url: URL, respond: (request) => server.respond!(request) }]);
    await loadFamilyMembers(1, { now: () => new Date('2026-06-10T14:05:00Z') });
    await loadFamilyMembers(1, { now: () => new Date('2026-06-11T09:30:00Z') });
    // The list changed on the 12th: the copy written then has that time, whatever was confirmed before.
    server = familyServer([jo, meg], 'W/"m-2"');
    await loadFamilyMembers(1, { now: () => new Date('2026-06-12T08:00:00Z') });
    forgetFamilyMembers();
    setup([offline]);
    expect((await loadFamilyMembers(1, { offlineCopy: true })).offlineCopyFrom).toEqual(new Date('2026-06-12T08:00:00Z'));
    await expect(loadFamilyMembers(2, { offlineCopy: true })).rejects.toThrow();
  });

  it('keeps nothing of an answer that arrives after the session ended (the logout has wiped the device)', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    setup([{ method: 'GET', url: URL, respond: () => new Promise((resolve) => (answer = resolve)) }]);
    const asked = loadFamilyMembers(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    forgetFamilyMembers();
    window.localStorage.clear();
    answer({ status: 200, body: { success: true, data: { members: [jo, meg] } }, headers: { etag: 'W/"m-1"' } });
    expect((await asked).members).toEqual([jo, meg]);
    expect(window.localStorage.getItem(MEMBER_LIST_COPY_KEY)).toBeNull();
    expect(keptFamilyMembers(1)).toBeNull();
  });

  it("forgets the list at the end of a session: the next member's first request carries no ETag of the last one", async () => {
    const { requests } = setup([familyServer([jo, meg])]);
    await loadFamilyMembers(undefined);
    forgetFamilyMembers();
    await loadFamilyMembers(undefined);
    expect(requests[1].headers['If-None-Match']).toBeUndefined();
  });

  it("says 'Invalid response from server' for an answer without a list", async () => {
    setup([{ method: 'GET', url: URL, body: { success: true, data: {} } }]);
    await expect(loadFamilyMembers(1)).rejects.toThrow('Invalid response from server');
  });
});

describe('the list this device kept, for a screen to draw at once', () => {
  it("is the signed-in member's last answer, and nobody else's", async () => {
    setup([familyServer([jo, meg])]);
    expect(keptFamilyMembers(1)).toBeNull();
    await loadFamilyMembers(1);
    expect(keptFamilyMembers(1)).toEqual([jo, meg]);
    expect(keptFamilyMembers(2)).toBeNull();
    expect(keptFamilyMembers(undefined)).toBeNull();
  });

  it('is the very list the server then confirms (a 304), on a new visit and between screens: a screen that drew it has nothing to draw again', async () => {
    setup([familyServer([jo, meg])]);
    await loadFamilyMembers(1);
    // A new visit: nothing in memory, the copy read from storage as the page starts.
    forgetFamilyMembers();
    const stored = window.localStorage.getItem(MEMBER_LIST_COPY_KEY)!;
    window.localStorage.setItem(MEMBER_LIST_COPY_KEY, JSON.stringify(JSON.parse(stored), null, 1));
    const drawn = keptFamilyMembers(1);
    expect((await loadFamilyMembers(1)).members).toBe(drawn);
    // Another screen of the same visit.
    const drawnNext = keptFamilyMembers(1);
    expect((await loadFamilyMembers(1)).members).toBe(drawnNext);
  });

  it('is replaced by a list that changed', async () => {
    const beth = { id: 4, email: 'beth@march.family', displayName: 'Beth March' };
    let server = familyServer([jo, meg]);
    setup([{ method: 'GET', url: URL, respond: (request) => server.respond!(request) }]);
    await loadFamilyMembers(1);
    const drawn = keptFamilyMembers(1);
    server = familyServer([jo, meg, beth], 'W/"m-2"');
    const answer = await loadFamilyMembers(1);
    expect(answer.members).not.toBe(drawn);
    expect(answer.members).toEqual([jo, meg, beth]);
    expect(keptFamilyMembers(1)).toEqual([jo, meg, beth]);
  });

  it("is read from storage once a page (a big family's copy is megabytes); another tab's new copy is read again, a wiped one is gone", async () => {
    setup([familyServer([jo, meg])]);
    await loadFamilyMembers(1);
    forgetFamilyMembers();
    expect(keptFamilyMembers(1)).toEqual([jo, meg]);
    const read = jest.spyOn(Storage.prototype, 'getItem');
    keptFamilyMembers(1);
    await loadFamilyMembers(1);
    keptFamilyMembers(1);
    expect(read.mock.calls.filter(([key]) => key === MEMBER_LIST_COPY_KEY)).toHaveLength(0);
    read.mockRestore();

    // Another tab kept a newer list (the copy, then its stamp), then the logout wiped the device.
    const beth = { id: 4, email: 'beth@march.family', displayName: 'Beth March' };
    window.localStorage.setItem(MEMBER_LIST_COPY_KEY, JSON.stringify({ memberId: 1, savedAt: '2026-06-12T08:00:00Z', etag: 'W/"m-9"', members: [jo, beth] }));
    window.localStorage.setItem(MEMBER_LIST_CONFIRMED_KEY, JSON.stringify({ memberId: 1, savedAt: '2026-06-12T08:00:00Z', etag: 'W/"m-9"' }));
    expect(keptFamilyMembers(1)).toEqual([jo, beth]);
    window.localStorage.clear();
    expect(keptFamilyMembers(1)).toBeNull();
  });

  it('is kept by a version before the stamp: read, and stamped', () => {
    window.localStorage.setItem(MEMBER_LIST_COPY_KEY, JSON.stringify({ memberId: 1, savedAt: '2026-06-10T14:05:00Z', etag: 'W/"m-1"', members: [jo, meg] }));
    expect(keptFamilyMembers(1)).toEqual([jo, meg]);
    expect(JSON.parse(window.localStorage.getItem(MEMBER_LIST_CONFIRMED_KEY)!)).toEqual({ memberId: 1, savedAt: '2026-06-10T14:05:00Z', etag: 'W/"m-1"' });
  });

  it('is none when what is stored cannot be read', () => {
    window.localStorage.setItem(MEMBER_LIST_COPY_KEY, '{"memberId":1,"members":');
    expect(keptFamilyMembers(1)).toBeNull();
    window.localStorage.setItem(MEMBER_LIST_COPY_KEY, JSON.stringify({ memberId: 1, members: 'none', savedAt: 'x' }));
    expect(keptFamilyMembers(1)).toBeNull();
  });
});
