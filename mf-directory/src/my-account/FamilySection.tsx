import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
// Icons the frame's facade already has: a new one would be downloaded by every first visit.
import { CameraOutlined, DeleteOutlined, LinkOutlined, UserOutlined } from '@ant-design/icons';
import { registrationLink, type FamilyPerson, type FamilyTree, type PersonPayload } from 'shared-contracts';
import { callApi, serverMessage, useSharedText } from 'shared-contracts/runtime';
import { announceFamilyChanged } from 'shared-contracts/ui';
import { useText as useProfileText } from '../profile/messages';
import { lifeYears } from '../tree/lifeYears';
import { useText as useYearsText, type YearsText } from '../tree/years/messages';
import { useText, type FamilyKey, type FamilyText } from './family/messages';
import { MemberAvatar } from '../parts/MemberAvatar';
import { uploadRelativePhoto } from './avatarUpload';
import { usePicturePick } from './usePicturePick';

/** The words that name whose family it is: one's own ('Your parents'), or a member's an admin manages ("Meg Brooke's parents"). */
interface Whose {
  genderLabel: string;
  genderHelp: string;
  parents: string;
  partners: string;
  children: string;
  addTitle: string;
  asLabel: string;
  /** 'your parent', "Meg Brooke's parent" */
  role: (role: Role) => string;
}

/** One's own family's words, or (`name`) those of a member's family as an admin or a manager changes it. */
export function whoseFamily(t: FamilyText, name?: string): Whose {
  if (name === undefined) {
    return {
      genderLabel: t('family.genderLabel'),
      genderHelp: t('family.genderHelp'),
      parents: t('family.parents'),
      partners: t('family.partners'),
      children: t('family.children'),
      addTitle: t('family.addTitle'),
      asLabel: t('family.asLabel'),
      role: (role) => t('family.role', { role }),
    };
  }
  return {
    genderLabel: t('family.their.genderLabel', { name }),
    genderHelp: t('family.their.genderHelp', { name }),
    parents: t('family.their.parents', { name }),
    partners: t('family.their.partners', { name }),
    children: t('family.their.children', { name }),
    addTitle: t('family.their.addTitle', { name }),
    asLabel: t('family.their.asLabel', { name }),
    role: (role) => t('family.their.role', { name, role }),
  };
}

type Role = 'parent' | 'child' | 'partner';

/** Relatives one added, listed at once (the others are found by name). */
const RELATIVES_LISTED = 30;
const ROLES: readonly Role[] = ['parent', 'child', 'partner'];
const PARENT_KINDS = ['birth', 'adoptive', 'step', 'foster'] as const;
const PARTNER_KINDS = ['married', 'unmarried', 'ended'] as const;
const GENDERS = ['', 'female', 'male'] as const;
const KIND_KEYS: Record<Kind, FamilyKey> = {
  birth: 'family.kind.birth',
  adoptive: 'family.kind.adoptive',
  step: 'family.kind.step',
  foster: 'family.kind.foster',
  married: 'family.kind.married',
  unmarried: 'family.kind.unmarried',
  ended: 'family.kind.ended',
};
const GENDER_KEYS: Record<(typeof GENDERS)[number], FamilyKey> = { '': 'family.gender.none', female: 'family.gender.female', male: 'family.gender.male' };
const ROLE_KEYS: Record<Role, FamilyKey> = { parent: 'family.roleChoice.parent', child: 'family.roleChoice.child', partner: 'family.roleChoice.partner' };

type ParentKind = (typeof PARENT_KINDS)[number];
type Kind = ParentKind | (typeof PARTNER_KINDS)[number];

/** Each choice's value and its words, for a ChoiceField. */
const choicesOf = <V extends string>(t: FamilyText, values: readonly V[], keys: Record<V, FamilyKey>): Record<string, string> =>
  Object.fromEntries(values.map((value) => [value, t(keys[value])]));

/** '(1921-1999)', '(b. 1921)', or '' when no year is known: the years as the tree writes them. */
const yearsOf = (t: FamilyText, years: YearsText, person: FamilyPerson) => {
  const said = lifeYears(person, years);
  return said ? t('family.years', { years: said }) : '';
};

interface Link {
  key: string;
  person: FamilyPerson;
  kind: Kind;
  remove: () => Promise<unknown>;
}

/** A person's links in the tree (one's own, or the member's an admin manages), read from the whole tree. */
function linksOf(me: string, tree: FamilyTree, byId: ReadonlyMap<string, FamilyPerson>) {
  const parents: Link[] = [];
  const children: Link[] = [];
  const partners: Link[] = [];
  for (const link of tree.parents) {
    if (link.child === me && byId.has(link.parent)) {
      parents.push({ key: link.parent, person: byId.get(link.parent)!, kind: link.kind, remove: () => callApi('removeParent', { params: { child: me, parent: link.parent } }) });
    }
    if (link.parent === me && byId.has(link.child)) {
      children.push({ key: link.child, person: byId.get(link.child)!, kind: link.kind, remove: () => callApi('removeParent', { params: { child: link.child, parent: me } }) });
    }
  }
  for (const link of tree.partners) {
    const other = link.a === me ? link.b : link.b === me ? link.a : null;
    if (!other || !byId.has(other)) continue;
    const kind: Kind = link.ended ? 'ended' : link.married ? 'married' : 'unmarried';
    partners.push({ key: String(link.id), person: byId.get(other)!, kind, remove: () => callApi('removePartner', { params: { id: link.id } }) });
  }
  return { parents, children, partners };
}

/**
 * Your family, in one's own profile: the words the tree uses for you, your parents, partners and
 * children, and relatives without an account. In another member's profile, for admins and
 * managers (`subject`), the same for that member. Everything is checked by the server (a loop in
 * the tree, a link made twice, who may change what): its refusal is shown as it says it.
 */
export function FamilySection({ subject }: { subject?: { id: string; name: string } }) {
  const t = useText();
  const shared = useSharedText();
  const [tree, setTree] = useState<FamilyTree | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { gender: useId(), who: useId(), as: useId(), kind: useId() };

  const load = useCallback(async () => {
    try {
      setTree(await callApi('familyTree'));
    } catch (error) {
      console.error('Could not load the family tree', error);
      setProblem(t('family.loadFailed'));
    }
  }, [t]);
  useEffect(() => void load(), [load]);

  /** Runs one change, then shows the tree as the server now has it. True when it went through. */
  const change = useCallback(
    async (work: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      setProblem(null);
      try {
        await work();
        // The cards behind the dialog (and any screen showing relations) ask again.
        announceFamilyChanged();
        await load();
        return true;
      } catch (error) {
        setProblem(serverMessage(error, t('family.failed')));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [load, t],
  );

  /** The tree as the server now has it, after a change made elsewhere (a photo sent by its own upload). */
  const reload = useCallback(() => change(async () => {}), [change]);

  const byId = useMemo(() => new Map((tree?.people ?? []).map((person) => [person.id, person])), [tree]);
  if (!tree) {
    return problem ? <Alert type="error" showIcon title={shared(problem)} role="alert" /> : <p className="fn-profile-muted" role="status">{t('family.loading')}</p>;
  }
  const meId = subject?.id ?? tree.me;
  const whose = whoseFamily(t, subject?.name);
  const me = byId.get(meId);
  const links = linksOf(meId, tree, byId);
  // Only one's own: an admin may change every relative (an imported genealogy of thousands).
  const added = tree.people.filter((person) => !person.memberId && person.addedByYou);

  return (
    <div className="fn-family">
      {problem && <Alert type="error" showIcon title={shared(problem)} role="alert" className="fn-my-data-alert" />}
      <div>
        <ChoiceField
          id={ids.gender}
          label={whose.genderLabel}
          value={me?.gender ?? ''}
          choices={choicesOf(t, GENDERS, GENDER_KEYS)}
          disabled={busy}
          describedBy={`${ids.gender}-help`}
          onChange={(value) => void change(() => callApi('updatePerson', { params: { person: meId }, body: { gender: (value || null) as PersonPayload['gender'] } }))}
        />
        <p id={`${ids.gender}-help`} className="fn-profile-muted">
          {whose.genderHelp}
        </p>
      </div>
      <LinkList title={whose.parents} as={whose.role('parent')} links={links.parents} busy={busy} change={change} />
      <LinkList title={whose.partners} as={whose.role('partner')} links={links.partners} busy={busy} change={change} />
      <LinkList title={whose.children} as={whose.role('child')} links={links.children} busy={busy} change={change} />
      <AddLink tree={tree} me={meId} whose={whose} busy={busy} change={change} ids={ids} />
      <AddRelative busy={busy} change={change} />
      {!subject && added.length > 0 && <AddedRelatives added={added} busy={busy} change={change} reload={reload} onProblem={setProblem} />}
    </div>
  );
}

type Change = (work: () => Promise<unknown>) => Promise<boolean>;

/**
 * The relatives one added: each can be invited to join (a single-use link made from their place:
 * who signs up with it becomes that person, with every link), or removed.
 */
function AddedRelatives({ added, busy, change, reload, onProblem }: { added: FamilyPerson[]; busy: boolean; change: Change; reload: () => Promise<boolean>; onProblem: (problem: string) => void }) {
  const t = useText();
  const years = useYearsText();
  const [links, setLinks] = useState<ReadonlyMap<string, string>>(new Map());
  const [editing, setEditing] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // An admin who imported a genealogy added thousands: a few at a time, found by name.
  const wanted = query.trim().toLocaleLowerCase();
  const found = wanted ? added.filter((person) => person.name.toLocaleLowerCase().includes(wanted)) : added;
  const shown = found.slice(0, RELATIVES_LISTED);
  const invite = async (person: FamilyPerson) => {
    try {
      const { token } = await callApi('relativeInvitation', { params: { person: person.id } });
      setLinks((current) => new Map(current).set(person.id, registrationLink(window.location.origin, token)));
    } catch (error) {
      onProblem(serverMessage(error, t('family.failed')));
    }
  };
  return (
    <section aria-label={t('family.yourRelatives')}>
      <h4 className="fn-family-heading">{t('family.yourRelatives')}</h4>
      {added.length > RELATIVES_LISTED && (
        <Input type="search" aria-label={t('family.findRelative')} placeholder={t('family.findRelative')} value={query} onChange={(event) => setQuery(event.target.value)} className="fn-family-find" />
      )}
      <ul className="fn-family-list">
        {shown.map((person) => (
          <li key={person.id} className="fn-family-relative-item">
            <span className="fn-family-relative-name">
              <MemberAvatar user={asMemberLike(person)} size={32} />
              <span>{[person.name, yearsOf(t, years, person)].filter(Boolean).join(' ')}</span>
            </span>
            <span className="fn-family-relative-actions">
              <Button size="small" aria-label={t('family.editFacts', { name: person.name })} disabled={busy || editing !== null} onClick={() => setEditing(person.id)}>
                {t('family.edit')}
              </Button>
              {!person.deathDate && (
                <Button size="small" icon={<LinkOutlined aria-hidden />} disabled={busy} onClick={() => void invite(person)}>
                  {t('family.invite')}
                </Button>
              )}
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('family.removeRelative', { name: person.name })}
                disabled={busy}
                onClick={() => void change(() => callApi('removeRelative', { params: { person: person.id } }))}
              />
            </span>
            {editing === person.id && (
              <div className="fn-family-edit">
                <RelativeForm
                  title={t('family.editTitle', { name: person.name })}
                  submitLabel={t('family.save')}
                  initial={factsOf(person)}
                  busy={busy}
                  photo={person.canEdit && <RelativePhoto person={person} busy={busy} change={change} reload={reload} />}
                  onSubmit={(body) => change(() => callApi('updatePerson', { params: { person: person.id }, body }))}
                  onDone={() => setEditing(null)}
                />
              </div>
            )}
            {links.has(person.id) && (
              <label className="fn-family-invitation">
                {t('family.invitationFor', { name: person.name })}
                <Input readOnly value={links.get(person.id)} onFocus={(event) => event.target.select()} />
              </label>
            )}
          </li>
        ))}
      </ul>
      {found.length > shown.length && <p className="fn-profile-muted">{t('family.moreRelatives', { more: found.length - shown.length })}</p>}
    </section>
  );
}

function LinkList({ title, as, links, busy, change }: { title: string; as: string; links: Link[]; busy: boolean; change: Change }) {
  const t = useText();
  return (
    <section aria-label={title}>
      <h4 className="fn-family-heading">{title}</h4>
      {links.length === 0 ? (
        <p className="fn-profile-muted">{t('family.none')}</p>
      ) : (
        <ul className="fn-family-list">
          {links.map((link) => (
            <li key={link.key}>
              <span>
                {link.person.name} <span className="fn-profile-muted">{t('family.linkKind', { kind: t(KIND_KEYS[link.kind]) })}</span>
              </span>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('family.removeLink', { name: link.person.name, as })}
                disabled={busy}
                onClick={() => void change(link.remove)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AddLink({ tree, me, whose, busy, change, ids }: { tree: FamilyTree; me: string; whose: Whose; busy: boolean; change: Change; ids: { who: string; as: string; kind: string } }) {
  const t = useText();
  const years = useYearsText();
  const [who, setWho] = useState('');
  const [role, setRole] = useState<Role>('parent');
  const [kind, setKind] = useState<Kind>('birth');
  const [missing, setMissing] = useState(false);
  const others = tree.people.filter((person) => person.id !== me).sort((a, b) => a.name.localeCompare(b.name));
  const kinds = choicesOf<Kind>(t, role === 'partner' ? PARTNER_KINDS : PARENT_KINDS, KIND_KEYS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!who) return setMissing(true);
    setMissing(false);
    const done =
      role === 'partner'
        ? await change(() => callApi('addPartner', { body: { a: me, b: who, married: kind !== 'unmarried', ended: kind === 'ended' } }))
        : await change(() =>
            callApi('addParent', { body: role === 'parent' ? { child: me, parent: who, kind: kind as ParentKind } : { child: who, parent: me, kind: kind as ParentKind } }),
          );
    if (done) setWho('');
  };

  return (
    <form className="fn-family-add" onSubmit={(event) => void submit(event)} aria-label={whose.addTitle}>
      <h4 className="fn-family-heading">{whose.addTitle}</h4>
      <div className="fn-family-row">
        <div className="fn-family-field">
          <label htmlFor={ids.who}>{t('family.whoLabel')}</label>
          <select id={ids.who} className="fn-my-data-select" value={who} disabled={busy} aria-invalid={missing || undefined} onChange={(event) => setWho(event.target.value)}>
            <option value="">{t('family.whoPlaceholder')}</option>
            {others.map((person) => (
              <option key={person.id} value={person.id}>
                {person.memberId ? person.name : `${person.name} ${yearsOf(t, years, person)}`.trim()}
              </option>
            ))}
          </select>
        </div>
        <ChoiceField
          id={ids.as}
          label={whose.asLabel}
          value={role}
          choices={choicesOf(t, ROLES, ROLE_KEYS)}
          disabled={busy}
          onChange={(value) => {
            setRole(value as Role);
            setKind(value === 'partner' ? 'married' : 'birth');
          }}
        />
        <ChoiceField id={ids.kind} label={t('family.kindLabel')} value={kind} choices={kinds} disabled={busy} onChange={(value) => setKind(value as Kind)} />
      </div>
      {missing && (
        <p className="fn-family-missing" role="alert">
          {t('family.chooseWho')}
        </p>
      )}
      <Button htmlType="submit" icon={<LinkOutlined aria-hidden />} disabled={busy}>
        {t('family.add')}
      </Button>
    </form>
  );
}

const EMPTY_RELATIVE = { firstName: '', lastName: '', gender: '', birthDate: '', isBirthDateVisible: true, isBirthYearVisible: true, deathDate: '', note: '' };

function AddRelative({ busy, change }: { busy: boolean; change: Change }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div className="fn-family-relative">
        <p className="fn-profile-muted">{t('family.relativeHelp')}</p>
        <Button icon={<UserOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t('family.relativeOpen')}
        </Button>
      </div>
    );
  }
  return (
    <RelativeForm
      title={t('family.relativeTitle')}
      submitLabel={t('family.addRelative')}
      initial={EMPTY_RELATIVE}
      busy={busy}
      onSubmit={(body) => change(() => callApi('addRelative', { body }))}
      onDone={() => setOpen(false)}
    />
  );
}

type RelativeFacts = typeof EMPTY_RELATIVE;

/** A relative named as the avatar names a member (their photo, else their initial). */
const asMemberLike = (person: FamilyPerson) => ({ displayName: person.name, firstName: person.firstName, lastName: person.lastName, photoURL: person.photoURL });

/**
 * A relative's photo, sent at once when picked (shrunk and checked as the own avatar is), changed
 * or removed; the tree is then read again, so the list and the tree show it.
 */
function RelativePhoto({ person, busy, change, reload }: { person: FamilyPerson; busy: boolean; change: Change; reload: () => Promise<boolean> }) {
  const t = useText();
  const profile = useProfileText();
  const shared = useSharedText();
  const { uploading, problem, input, pick } = usePicturePick({
    upload: (file) => uploadRelativePhoto(person.id, file),
    onUploaded: () => void reload(),
    failed: t('family.photoFailed'),
    inputLabel: t('family.photoPicture', { name: person.name }),
    disabled: busy,
  });
  return (
    <div className="fn-family-photo" role="group" aria-label={t('family.photoOf', { name: person.name })}>
      <MemberAvatar user={asMemberLike(person)} size={64} />
      <div className="fn-family-photo-actions">
        <Button size="small" icon={<CameraOutlined aria-hidden />} loading={uploading} disabled={busy} onClick={pick}>
          {person.photoURL ? t('family.changePhoto') : t('family.addPhoto')}
        </Button>
        {person.photoURL && (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={busy || uploading}
            onClick={() => void change(() => callApi('removeRelativePhoto', { params: { person: person.id } }))}
          >
            {t('family.removePhoto')}
          </Button>
        )}
        <span role="status" className="fn-profile-muted">
          {uploading ? profile('common.uploading') : ''}
        </span>
      </div>
      {input}
      {problem && <Alert type="error" showIcon title={shared(problem.title)} description={problem.detail && shared(problem.detail)} className="fn-family-photo-alert" />}
    </div>
  );
}

/** A relative's facts as the form holds them (every field text, '' for none). */
const factsOf = (person: FamilyPerson): RelativeFacts => ({
  firstName: person.firstName ?? '',
  lastName: person.lastName ?? '',
  gender: person.gender ?? '',
  birthDate: person.birthDate ?? '',
  isBirthDateVisible: person.isBirthDateVisible ?? false,
  isBirthYearVisible: person.isBirthYearVisible ?? true,
  deathDate: person.deathDate ?? '',
  note: person.note ?? '',
});

interface RelativeFormProps {
  title: string;
  submitLabel: string;
  initial: RelativeFacts;
  busy: boolean;
  /** Sends the facts; true when the server took them. */
  onSubmit: (body: PersonPayload) => Promise<boolean>;
  /** Taken, or cancelled: the form closes. */
  onDone: () => void;
  /** A relative already in the tree: their photo, changed at once (not with the facts). */
  photo?: ReactNode;
}

/** A relative's facts: to add one, or to correct one already in the tree. */
function RelativeForm({ title, submitLabel, initial, busy, onSubmit, onDone, photo }: RelativeFormProps) {
  const t = useText();
  const profile = useProfileText();
  const [facts, setFacts] = useState(initial);
  const id = useId();
  const set = (key: keyof RelativeFacts) => (value: string | boolean) => setFacts((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: PersonPayload = {
      firstName: facts.firstName,
      lastName: facts.lastName,
      gender: (facts.gender || null) as PersonPayload['gender'],
      birthDate: facts.birthDate,
      isBirthDateVisible: facts.isBirthDateVisible,
      isBirthYearVisible: facts.isBirthYearVisible,
      deathDate: facts.deathDate,
      note: facts.note,
    };
    if (await onSubmit(body)) onDone();
  };

  const text = (key: 'firstName' | 'lastName' | 'birthDate' | 'deathDate', label: string, describedBy?: string) => (
    <div className="fn-family-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <Input id={`${id}-${key}`} value={facts[key]} disabled={busy} autoComplete="off" aria-describedby={describedBy} onChange={(event) => set(key)(event.target.value)} />
    </div>
  );

  return (
    <form className="fn-family-add" onSubmit={(event) => void submit(event)} aria-label={title}>
      <h4 className="fn-family-heading">{title}</h4>
      {photo}
      <div className="fn-family-row">
        {text('firstName', t('family.firstName'))}
        {text('lastName', t('family.lastName'))}
        <ChoiceField id={`${id}-gender`} label={t('family.gender')} value={facts.gender} choices={choicesOf(t, GENDERS, GENDER_KEYS)} disabled={busy} onChange={set('gender')} />
      </div>
      <div className="fn-family-row">
        {text('birthDate', t('family.birthDate'), `${id}-dates`)}
        {text('deathDate', t('family.deathDate'), `${id}-dates`)}
      </div>
      <p id={`${id}-dates`} className="fn-profile-muted">
        {t('family.datesHelp')}
      </p>
      <label className="fn-family-check">
        <input type="checkbox" checked={facts.isBirthDateVisible} disabled={busy} onChange={(event) => set('isBirthDateVisible')(event.target.checked)} />
        {t('family.birthDateVisible')}
      </label>
      {/* As a member's birthday: the day and month shown, the year kept back (an age some keep to themselves). */}
      <label className="fn-family-check">
        <input
          type="checkbox"
          checked={facts.isBirthDateVisible && facts.isBirthYearVisible}
          disabled={busy || !facts.isBirthDateVisible}
          onChange={(event) => set('isBirthYearVisible')(event.target.checked)}
        />
        {t('family.birthYearVisible')}
      </label>
      <div className="fn-family-field">
        <label htmlFor={`${id}-note`}>{t('family.note')}</label>
        <Input.TextArea id={`${id}-note`} value={facts.note} disabled={busy} rows={2} maxLength={1000} onChange={(event) => set('note')(event.target.value)} />
      </div>
      <div className="fn-my-data-actions">
        <Button type="primary" htmlType="submit" icon={<UserOutlined aria-hidden />} loading={busy}>
          {submitLabel}
        </Button>
        <Button onClick={onDone} disabled={busy}>
          {profile('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface ChoiceFieldProps {
  id: string;
  label: string;
  value: string;
  /** Each choice's value and the words it shows. */
  choices: Record<string, string>;
  disabled: boolean;
  onChange: (value: string) => void;
  describedBy?: string;
}

/** A labelled choice of a few (the browser's own list: a phone shows its picker). */
function ChoiceField({ id, label, value, choices, disabled, onChange, describedBy }: ChoiceFieldProps) {
  return (
    <div className="fn-family-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="fn-my-data-select" value={value} disabled={disabled} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
        {Object.entries(choices).map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
