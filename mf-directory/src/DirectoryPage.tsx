import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { apiPath, filterMembers, MEMBER_FIELDS, VCARD_LINK_VERSION, type User } from 'shared-contracts';
import { callApi, currentUserAtom, keptFamilyMembers, loadFamilyMembers, useSession, withPageMessages } from 'shared-contracts/runtime';
// The list renders no antd component (a first visit downloads neither antd's CSS-in-JS engine
// nor its ConfigProvider): plain controls drawn like antd's. antd comes with the profile dialog.
import { Button, Spinner, Tag, TextInput, useFamilyRelations } from 'shared-contracts/ui';
import { useText } from './messages';
import { timeInWords } from './parts/copyTime';
import { directoryCss } from './parts/directoryCss';
import { MemberGrid } from './parts/MemberGrid';

// The profile dialog (with antd's Modal, in its own AntdTheme) is fetched when a card is first
// opened: the list shows without it. Each part brings its own messages, and is drawn once they
// are there in the page's language (withPageMessages).
const loadProfileDetails = () => import('./parts/ProfileDetails');
const ProfileDetails = lazy(() => withPageMessages(loadProfileDetails()).then((module) => ({ default: module.ProfileDetails })));
// The tree (its layout library among it) is fetched when it is first chosen: the cards show without it.
const FamilyTreeView = lazy(() => withPageMessages(import('./tree/FamilyTreeView')));

/**
 * What the members call gave: the list (offline: the copy kept on this device, with its time),
 * or a failure (only the current user is shown then).
 */
type Loaded = { status: 'loading' } | { status: 'loaded'; members: User[]; offlineCopyFrom?: Date } | { status: 'failed' };

/** The Family Directory: every member as a card, searchable; a card opens the member's profile. */
export default function DirectoryPage() {
  const t = useText();
  const currentUser = useAtomValue(currentUserAtom);
  const session = useSession();
  // The list this device last received is drawn at once; the call below replaces it.
  const [loaded, setLoaded] = useState<Loaded>(() => {
    // typeof: a shell older than this remote provides a runtime without it (the page's runtime
    // is the shell's), and then nothing is drawn ahead.
    const kept = typeof keptFamilyMembers === 'function' ? keptFamilyMembers(currentUser?.id) : null;
    return kept ? { status: 'loaded', members: kept } : { status: 'loading' };
  });
  // How each member is related to the viewer ("Your cousin"): drawn when it comes, never waited for.
  const relations = useFamilyRelations();
  const [view, setView] = useState<'cards' | 'tree'>('cards');
  const [query, setQuery] = useState('');
  // Typing stays immediate; filtering and the cards follow as soon as React has a moment.
  const deferredQuery = useDeferredValue(query);
  const [profile, setProfile] = useState<User | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [openingId, setOpeningId] = useState<number | null>(null);
  const openRequest = useRef(0);
  const ownId = currentUser?.id;
  const ownIdRef = useRef(ownId);
  useEffect(() => {
    ownIdRef.current = ownId;
  }, [ownId]);

  useEffect(() => {
    let active = true;
    loadFamilyMembers(ownIdRef.current, { offlineCopy: true })
      // The list drawn at once, confirmed by the server (the same array): nothing to draw again.
      .then(
        ({ members, offlineCopyFrom }) =>
          active &&
          setLoaded((current) =>
            current.status === 'loaded' && current.members === members && !current.offlineCopyFrom && !offlineCopyFrom
              ? current
              : { status: 'loaded', members, offlineCopyFrom },
          ),
      )
      .catch((error) => {
        console.error('Could not load the family members; showing only you', error);
        if (active) setLoaded({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, []);

  // The session owns the signed-in member: the own card shows its copy, so a saved profile or a
  // new avatar shows at once.
  const members = useMemo<User[]>(() => {
    if (loaded.status === 'loading') return [];
    if (loaded.status === 'failed') return currentUser ? [currentUser] : [];
    if (!currentUser) return loaded.members;
    return loaded.members.map((member) => (member.id === currentUser.id ? currentUser : member));
  }, [loaded, currentUser]);

  const shown = useMemo(() => filterMembers(members, deferredQuery, MEMBER_FIELDS, (member) => relations.get(member.id)?.word), [members, deferredQuery, relations]);

  const replaceMember = useCallback((user: User) => {
    setLoaded((state) =>
      state.status === 'loaded' ? { ...state, members: state.members.map((member) => (member.id === user.id ? user : member)) } : state,
    );
  }, []);

  const openProfile = useCallback(
    async (member: User) => {
      const request = ++openRequest.current;
      setOpeningId(member.id);
      // The dialog's code comes while the profile is fetched, not after.
      void loadProfileDetails().catch(() => {});
      let user = member;
      if (member.id === ownIdRef.current) {
        // One's own profile is the session's: refreshed through its own call (failures are logged there).
        await session.fetchCurrentUser();
      } else {
        try {
          user = await callApi('userProfile', { params: { id: member.id } });
          replaceMember(user);
        } catch (error) {
          console.error('Could not load the profile; showing the card', error);
        }
      }
      if (request !== openRequest.current) return; // another card was clicked meanwhile
      setOpeningId(null);
      setProfile(user);
      setDialogOpen(true);
    },
    [session, replaceMember],
  );

  const onSaved = useCallback(
    (user: User) => {
      replaceMember(user);
      setProfile(user);
    },
    [replaceMember],
  );

  return (
    <section className="fn-directory" aria-labelledby="fn-directory-title">
      <style>{directoryCss}</style>
      <header className="fn-directory-header">
        <h1 id="fn-directory-title" className="fn-directory-title">
          {t('directory.title')}
        </h1>
        {/* English writes the count as {count}, not ICU's #: no thousands separator ('1000 members'), as the spec's page did. */}
        {loaded.status !== 'loading' && (
          <Tag className="fn-chip" role="status" aria-live="polite" aria-label={t('directory.countShown', { count: shown.length })}>
            {t('directory.count', { count: shown.length })}
          </Tag>
        )}
        {/* The server writes the file (no code here): every member as the family sees them. */}
        <a className="fn-directory-export" href={`${apiPath('familyVcards')}?version=${VCARD_LINK_VERSION}`} download>
          {t('directory.exportAll')}
        </a>
      </header>
      {loaded.status === 'loaded' && loaded.offlineCopyFrom && (
        // Plain markup, not antd's Alert: every visit would download it for a notice most never see.
        <div className="fn-directory-offline" role="status">
          <strong>{t('directory.offline.title', { time: timeInWords(loaded.offlineCopyFrom, new Date(), t) })}</strong>
          <span>{t('directory.offline.text')}</span>
        </div>
      )}
      <div className="fn-directory-views" role="group" aria-label={t('directory.views')}>
        <Button size="small" variant={view === 'cards' ? 'primary' : 'default'} aria-pressed={view === 'cards'} onClick={() => setView('cards')}>
          {t('directory.view.cards')}
        </Button>
        <Button size="small" variant={view === 'tree' ? 'primary' : 'default'} aria-pressed={view === 'tree'} onClick={() => setView('tree')}>
          {t('directory.view.tree')}
        </Button>
      </div>
      {view === 'tree' ? (
        <Suspense
          fallback={
            <div className="fn-directory-status" role="status" aria-label={t('directory.loadingTree')}>
              <Spinner size="large" />
            </div>
          }
        >
          <FamilyTreeView onOpenMember={(id) => void openProfile(members.find((member) => member.id === id) ?? ({ id } as User))} />
        </Suspense>
      ) : (
        <>
          <TextInput
            className="fn-directory-search"
            type="search"
            size="large"
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('directory.search.placeholder')}
            aria-label={t('directory.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onClear={() => setQuery('')}
          />
          {loaded.status === 'loading' ? (
            <div className="fn-directory-status" role="status" aria-label={t('directory.loading')}>
              <Spinner size="large" />
            </div>
          ) : shown.length === 0 ? (
            <p className="fn-directory-empty">{members.length === 0 ? t('directory.empty') : t('directory.noMatch')}</p>
          ) : (
            <MemberGrid members={shown} relations={relations} ownId={ownId} openingId={openingId} onOpen={openProfile} />
          )}
        </>
      )}
      {profile && (
        <Suspense fallback={null}>
          <ProfileDetails open={dialogOpen} user={profile} relation={relations.get(profile.id)} onClose={() => setDialogOpen(false)} onSaved={onSaved} />
        </Suspense>
      )}
    </section>
  );
}
