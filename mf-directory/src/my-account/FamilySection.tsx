import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
// Icons the frame's facade already has: a new one would be downloaded by every first visit.
import { CameraOutlined, DeleteOutlined, LinkOutlined, UserOutlined } from '@ant-design/icons';
import { registrationLink, type FamilyPerson, type FamilyTree, type PersonPayload } from 'shared-contracts';
import { callApi, serverMessage } from 'shared-contracts/runtime';
import { announceFamilyChanged } from 'shared-contracts/ui';
import { lifeYears } from '../tree/lifeYears';
import { MemberAvatar } from '../parts/MemberAvatar';
import { uploadRelativePhoto } from './avatarUpload';
import { usePicturePick } from './usePicturePick';

/** '(1921-1999)', '(b. 1921)', or '' when no year is known. */
const years = (person: FamilyPerson) => (lifeYears(person) ? `(${lifeYears(person)})` : '');

/** What this section says (the server's own refusals come as it words them). */
export const FAMILY_TEXT = {
  loading: 'Loading your family',
  loadFailed: 'Could not load the family tree. Please try again.',
  failed: 'That did not work. Please try again.',
  genderLabel: 'The words for you',
  genderHelp: 'Relatives see you as their mother or father, aunt or uncle; without it, as their parent.',
  parents: 'Your parents',
  partners: 'Your partners',
  children: 'Your children',
  none: 'Nobody yet.',
  addTitle: 'Add to your family',
  whoLabel: 'Who',
  whoPlaceholder: 'Choose a person',
  asLabel: 'As your',
  kindLabel: 'How',
  add: 'Add',
  chooseWho: 'Choose who to add.',
  relativeTitle: 'A relative without an account',
  relativeHelp: 'A grandparent who died, a child too young for an account: they are in the tree, and you can link them like anyone.',
  relativeOpen: 'Add a relative without an account',
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  birthDate: 'Birth date',
  datesHelp: 'A year, a year and month, or a full date: 1921, 1921-04 or 1921-04-03.',
  birthDateVisible: 'Show the birth date to the family',
  birthYearVisible: 'Show the year too',
  deathDate: 'Date of death',
  note: 'Note',
  addRelative: 'Add relative',
  cancel: 'Cancel',
  yourRelatives: 'Relatives you added',
  findRelative: 'Find a relative you added',
  moreRelatives: (more: number) => `And ${more} more: type a name to find them.`,
  invite: 'Invite to join',
  edit: 'Change',
  editTitle: (name: string) => `Change ${name}`,
  save: 'Save',
  addPhoto: 'Add photo',
  changePhoto: 'Change photo',
  removePhoto: 'Remove photo',
  photoOf: (name: string) => `${name}'s photo`,
  photoPicture: (name: string) => `Picture for ${name}'s photo`,
  photoUploading: 'Uploading...',
  photoFailed: 'Failed to upload the photo. Please try again.',
  invitationFor: (name: string) => `${name}'s invitation: send it to them. Who signs up with it (once) takes ${name}'s place in the tree, with every link.`,
} as const;

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

const OWN: Whose = {
  genderLabel: FAMILY_TEXT.genderLabel,
  genderHelp: FAMILY_TEXT.genderHelp,
  parents: FAMILY_TEXT.parents,
  partners: FAMILY_TEXT.partners,
  children: FAMILY_TEXT.children,
  addTitle: FAMILY_TEXT.addTitle,
  asLabel: FAMILY_TEXT.asLabel,
  role: (role) => `your ${ROLE_WORDS[role]}`,
};

/** The words for a member's family as an admin or a manager changes it. */
export function whoseFamily(name: string): Whose {
  return {
    genderLabel: `The words for ${name}`,
    genderHelp: `Relatives see ${name} as their mother or father, aunt or uncle; without it, as their parent.`,
    parents: `${name}'s parents`,
    partners: `${name}'s partners`,
    children: `${name}'s children`,
    addTitle: `Add to ${name}'s family`,
    asLabel: `As ${name}'s`,
    role: (role) => `${name}'s ${ROLE_WORDS[role]}`,
  };
}

type Role = 'parent' | 'child' | 'partner';

/** Relatives one added, listed at once (the others are found by name). */
const RELATIVES_LISTED = 30;
const ROLE_WORDS: Record<Role, string> = { parent: 'parent', child: 'child', partner: 'partner' };
const PARENT_KINDS = { birth: 'Birth', adoptive: 'Adoptive', step: 'Step', foster: 'Foster' } as const;
const PARTNER_KINDS = { married: 'Married', unmarried: 'Not married', ended: 'Former (divorced or separated)' } as const;
const GENDER_LABELS = { '': 'Not said', female: 'Female', male: 'Male' } as const;

type Kind = keyof typeof PARENT_KINDS | keyof typeof PARTNER_KINDS;

interface Link {
  key: string;
  person: FamilyPerson;
  detail: string;
  remove: () => Promise<unknown>;
}

/** A person's links in the tree (one's own, or the member's an admin manages), read from the whole tree. */
function linksOf(me: string, tree: FamilyTree, byId: ReadonlyMap<string, FamilyPerson>) {
  const parents: Link[] = [];
  const children: Link[] = [];
  const partners: Link[] = [];
  for (const link of tree.parents) {
    if (link.child === me && byId.has(link.parent)) {
      parents.push({ key: link.parent, person: byId.get(link.parent)!, detail: PARENT_KINDS[link.kind], remove: () => callApi('removeParent', { params: { child: me, parent: link.parent } }) });
    }
    if (link.parent === me && byId.has(link.child)) {
      children.push({ key: link.child, person: byId.get(link.child)!, detail: PARENT_KINDS[link.kind], remove: () => callApi('removeParent', { params: { child: link.child, parent: me } }) });
    }
  }
  for (const link of tree.partners) {
    const other = link.a === me ? link.b : link.b === me ? link.a : null;
    if (!other || !byId.has(other)) continue;
    const detail = link.ended ? PARTNER_KINDS.ended : link.married ? PARTNER_KINDS.married : PARTNER_KINDS.unmarried;
    partners.push({ key: String(link.id), person: byId.get(other)!, detail, remove: () => callApi('removePartner', { params: { id: link.id } }) });
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
  const [tree, setTree] = useState<FamilyTree | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { gender: useId(), who: useId(), as: useId(), kind: useId() };

  const load = useCallback(async () => {
    try {
      setTree(await callApi('familyTree'));
    } catch (error) {
      console.error('Could not load the family tree', error);
      setProblem(FAMILY_TEXT.loadFailed);
    }
  }, []);
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
        setProblem(serverMessage(error, FAMILY_TEXT.failed));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [load],
  );

  /** The tree as the server now has it, after a change made elsewhere (a photo sent by its own upload). */
  const reload = useCallback(() => change(async () => {}), [change]);

  const byId = useMemo(() => new Map((tree?.people ?? []).map((person) => [person.id, person])), [tree]);
  if (!tree) {
    return problem ? <Alert type="error" showIcon title={problem} role="alert" /> : <p className="fn-profile-muted" role="status">{`${FAMILY_TEXT.loading}...`}</p>;
  }
  const meId = subject?.id ?? tree.me;
  const whose = subject ? whoseFamily(subject.name) : OWN;
  const me = byId.get(meId);
  const links = linksOf(meId, tree, byId);
  // Only one's own: an admin may change every relative (an imported genealogy of thousands).
  const added = tree.people.filter((person) => !person.memberId && person.addedByYou);

  return (
    <div className="fn-family">
      {problem && <Alert type="error" showIcon title={problem} role="alert" className="fn-my-data-alert" />}
      <div>
        <ChoiceField
          id={ids.gender}
          label={whose.genderLabel}
          value={me?.gender ?? ''}
          choices={GENDER_LABELS}
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
      onProblem(serverMessage(error, FAMILY_TEXT.failed));
    }
  };
  return (
    <section aria-label={FAMILY_TEXT.yourRelatives}>
      <h4 className="fn-family-heading">{FAMILY_TEXT.yourRelatives}</h4>
      {added.length > RELATIVES_LISTED && (
        <Input type="search" aria-label={FAMILY_TEXT.findRelative} placeholder={FAMILY_TEXT.findRelative} value={query} onChange={(event) => setQuery(event.target.value)} className="fn-family-find" />
      )}
      <ul className="fn-family-list">
        {shown.map((person) => (
          <li key={person.id} className="fn-family-relative-item">
            <span className="fn-family-relative-name">
              <MemberAvatar user={asMemberLike(person)} size={32} />
              <span>{[person.name, years(person)].filter(Boolean).join(' ')}</span>
            </span>
            <span className="fn-family-relative-actions">
              <Button size="small" aria-label={`Change ${person.name}'s facts`} disabled={busy || editing !== null} onClick={() => setEditing(person.id)}>
                {FAMILY_TEXT.edit}
              </Button>
              {!person.deathDate && (
                <Button size="small" icon={<LinkOutlined aria-hidden />} disabled={busy} onClick={() => void invite(person)}>
                  {FAMILY_TEXT.invite}
                </Button>
              )}
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ${person.name} from the tree`}
                disabled={busy}
                onClick={() => void change(() => callApi('removeRelative', { params: { person: person.id } }))}
              />
            </span>
            {editing === person.id && (
              <div className="fn-family-edit">
                <RelativeForm
                  title={FAMILY_TEXT.editTitle(person.name)}
                  submitLabel={FAMILY_TEXT.save}
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
                {FAMILY_TEXT.invitationFor(person.name)}
                <Input readOnly value={links.get(person.id)} onFocus={(event) => event.target.select()} />
              </label>
            )}
          </li>
        ))}
      </ul>
      {found.length > shown.length && <p className="fn-profile-muted">{FAMILY_TEXT.moreRelatives(found.length - shown.length)}</p>}
    </section>
  );
}

function LinkList({ title, as, links, busy, change }: { title: string; as: string; links: Link[]; busy: boolean; change: Change }) {
  return (
    <section aria-label={title}>
      <h4 className="fn-family-heading">{title}</h4>
      {links.length === 0 ? (
        <p className="fn-profile-muted">{FAMILY_TEXT.none}</p>
      ) : (
        <ul className="fn-family-list">
          {links.map((link) => (
            <li key={link.key}>
              <span>
                {link.person.name} <span className="fn-profile-muted">{`· ${link.detail}`}</span>
              </span>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ${link.person.name} as ${as}`}
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
  const [who, setWho] = useState('');
  const [role, setRole] = useState<Role>('parent');
  const [kind, setKind] = useState<Kind>('birth');
  const [missing, setMissing] = useState(false);
  const others = tree.people.filter((person) => person.id !== me).sort((a, b) => a.name.localeCompare(b.name));
  const kinds = role === 'partner' ? PARTNER_KINDS : PARENT_KINDS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!who) return setMissing(true);
    setMissing(false);
    const done =
      role === 'partner'
        ? await change(() => callApi('addPartner', { body: { a: me, b: who, married: kind !== 'unmarried', ended: kind === 'ended' } }))
        : await change(() =>
            callApi('addParent', { body: role === 'parent' ? { child: me, parent: who, kind: kind as keyof typeof PARENT_KINDS } : { child: who, parent: me, kind: kind as keyof typeof PARENT_KINDS } }),
          );
    if (done) setWho('');
  };

  return (
    <form className="fn-family-add" onSubmit={(event) => void submit(event)} aria-label={whose.addTitle}>
      <h4 className="fn-family-heading">{whose.addTitle}</h4>
      <div className="fn-family-row">
        <div className="fn-family-field">
          <label htmlFor={ids.who}>{FAMILY_TEXT.whoLabel}</label>
          <select id={ids.who} className="fn-my-data-select" value={who} disabled={busy} aria-invalid={missing || undefined} onChange={(event) => setWho(event.target.value)}>
            <option value="">{FAMILY_TEXT.whoPlaceholder}</option>
            {others.map((person) => (
              <option key={person.id} value={person.id}>
                {person.memberId ? person.name : `${person.name} ${years(person)}`.trim()}
              </option>
            ))}
          </select>
        </div>
        <ChoiceField
          id={ids.as}
          label={whose.asLabel}
          value={role}
          choices={ROLE_WORDS}
          disabled={busy}
          onChange={(value) => {
            setRole(value as Role);
            setKind(value === 'partner' ? 'married' : 'birth');
          }}
        />
        <ChoiceField id={ids.kind} label={FAMILY_TEXT.kindLabel} value={kind} choices={kinds} disabled={busy} onChange={(value) => setKind(value as Kind)} />
      </div>
      {missing && (
        <p className="fn-family-missing" role="alert">
          {FAMILY_TEXT.chooseWho}
        </p>
      )}
      <Button htmlType="submit" icon={<LinkOutlined aria-hidden />} disabled={busy}>
        {FAMILY_TEXT.add}
      </Button>
    </form>
  );
}

const EMPTY_RELATIVE = { firstName: '', lastName: '', gender: '', birthDate: '', isBirthDateVisible: true, isBirthYearVisible: true, deathDate: '', note: '' };

function AddRelative({ busy, change }: { busy: boolean; change: Change }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div className="fn-family-relative">
        <p className="fn-profile-muted">{FAMILY_TEXT.relativeHelp}</p>
        <Button icon={<UserOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {FAMILY_TEXT.relativeOpen}
        </Button>
      </div>
    );
  }
  return (
    <RelativeForm
      title={FAMILY_TEXT.relativeTitle}
      submitLabel={FAMILY_TEXT.addRelative}
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
  const { uploading, problem, input, pick } = usePicturePick({
    upload: (file) => uploadRelativePhoto(person.id, file),
    onUploaded: () => void reload(),
    failed: FAMILY_TEXT.photoFailed,
    inputLabel: FAMILY_TEXT.photoPicture(person.name),
    disabled: busy,
  });
  return (
    <div className="fn-family-photo" role="group" aria-label={FAMILY_TEXT.photoOf(person.name)}>
      <MemberAvatar user={asMemberLike(person)} size={64} />
      <div className="fn-family-photo-actions">
        <Button size="small" icon={<CameraOutlined aria-hidden />} loading={uploading} disabled={busy} onClick={pick}>
          {person.photoURL ? FAMILY_TEXT.changePhoto : FAMILY_TEXT.addPhoto}
        </Button>
        {person.photoURL && (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={busy || uploading}
            onClick={() => void change(() => callApi('removeRelativePhoto', { params: { person: person.id } }))}
          >
            {FAMILY_TEXT.removePhoto}
          </Button>
        )}
        <span role="status" className="fn-profile-muted">
          {uploading ? FAMILY_TEXT.photoUploading : ''}
        </span>
      </div>
      {input}
      {problem && <Alert type="error" showIcon title={problem.title} description={problem.detail} className="fn-family-photo-alert" />}
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
        {text('firstName', FAMILY_TEXT.firstName)}
        {text('lastName', FAMILY_TEXT.lastName)}
        <ChoiceField id={`${id}-gender`} label={FAMILY_TEXT.gender} value={facts.gender} choices={GENDER_LABELS} disabled={busy} onChange={set('gender')} />
      </div>
      <div className="fn-family-row">
        {text('birthDate', FAMILY_TEXT.birthDate, `${id}-dates`)}
        {text('deathDate', FAMILY_TEXT.deathDate, `${id}-dates`)}
      </div>
      <p id={`${id}-dates`} className="fn-profile-muted">
        {FAMILY_TEXT.datesHelp}
      </p>
      <label className="fn-family-check">
        <input type="checkbox" checked={facts.isBirthDateVisible} disabled={busy} onChange={(event) => set('isBirthDateVisible')(event.target.checked)} />
        {FAMILY_TEXT.birthDateVisible}
      </label>
      {/* As a member's birthday: the day and month shown, the year kept back (an age some keep to themselves). */}
      <label className="fn-family-check">
        <input
          type="checkbox"
          checked={facts.isBirthDateVisible && facts.isBirthYearVisible}
          disabled={busy || !facts.isBirthDateVisible}
          onChange={(event) => set('isBirthYearVisible')(event.target.checked)}
        />
        {FAMILY_TEXT.birthYearVisible}
      </label>
      <div className="fn-family-field">
        <label htmlFor={`${id}-note`}>{FAMILY_TEXT.note}</label>
        <Input.TextArea id={`${id}-note`} value={facts.note} disabled={busy} rows={2} maxLength={1000} onChange={(event) => set('note')(event.target.value)} />
      </div>
      <div className="fn-my-data-actions">
        <Button type="primary" htmlType="submit" icon={<UserOutlined aria-hidden />} loading={busy}>
          {submitLabel}
        </Button>
        <Button onClick={onDone} disabled={busy}>
          {FAMILY_TEXT.cancel}
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
