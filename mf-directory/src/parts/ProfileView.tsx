import type { ReactNode } from 'react';
import { Button } from 'antd';
import Tag from 'antd/es/tag';
import { ContactsOutlined, EditOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import {
  MEMBER_FIELDS,
  UI_WORDS,
  addressLines,
  apiPath,
  asShown,
  hiddenFromFamily,
  shownFields,
  VCARD_LINK_VERSION,
  type FamilyRelation,
  type FieldTable,
  type MemberSlot,
  type User,
} from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';
import { yourRelationWithPath } from 'shared-contracts/ui';
import { useText as useDirectoryText } from '../messages';
import { useText } from '../profile/messages';
import { MemberAvatar } from './MemberAvatar';
import { contactLinks } from './contactLinks';
import { FIELD_ICONS } from './fieldIcons';
import { useMemberWords } from './memberWords';
import { ProfileSection } from './ProfileSection';
import { OwnAccountSections } from '../my-account/OwnAccountSections';
import { TheirFamilySection } from './TheirFamilySection';


interface ProfileViewProps {
  user: User;
  /** How the member is related to the viewer, and through whom. */
  relation?: FamilyRelation;
  isOwn: boolean;
  canEdit: boolean;
  onClose: () => void;
  onEdit: () => void;
  /** The field table the profile reads (a test's own; else the product's). */
  fields?: FieldTable;
}

/** Profile Details, view mode: who, About, Contact Information, Address. */
export function ProfileView({ user: received, relation, isOwn, canEdit, onClose, onEdit, fields = MEMBER_FIELDS }: ProfileViewProps) {
  const t = useText();
  // What the cards say too (You, Call, Email): the first screen's messages.
  const directory = useDirectoryText();
  const shared = useSharedText();
  const words = useMemberWords(fields);
  // What the family sees (a hidden field is shown to nobody, admins alike); its owner is told what is hidden.
  const user = asShown(received);
  const hidden = isOwn ? hiddenFromFamily(received) : [];
  const name = words.name(user);
  const links = contactLinks(user);
  const address = addressLines(user.address);
  // The table's fields; one its switch hides (the birthday) not even to its owner here (the spec: the edit form shows it).
  const at = (slot: MemberSlot) => shownFields(user, { place: 'profile', slot }, fields);
  const about = at('about');
  const facts = (slot: MemberSlot) => at(slot).map((field) => <Fact key={field.key} icon={FIELD_ICONS[field.icon]} term={words.term(field)} value={words.value(field, user)} />);

  return (
    <div className="fn-profile">
      <div className="fn-profile-head">
        <MemberAvatar user={user} size={96} />
        <div className="fn-profile-head-text">
          <div className="fn-profile-name-row">
            <h3 className="fn-profile-name">{name}</h3>
            {isOwn && <Tag className="fn-chip fn-chip-strong">{directory('common.you')}</Tag>}
          </div>
          {/* The relation's words are shared-contracts' (relationText.ts), in English for now. */}
          {relation && <p className="fn-profile-relation">{yourRelationWithPath(relation)}</p>}
          {at('heading').map((field) => (
            <p key={field.key} className="fn-profile-occupation">
              {field.value}
            </p>
          ))}
          <div className="fn-profile-contact-icons">
            {links.call && <Button shape="circle" icon={<PhoneOutlined aria-hidden />} href={links.call} aria-label={directory('member.call', { name })} title={directory('member.call', { name })} />}
            {links.email && <Button shape="circle" icon={<MailOutlined aria-hidden />} href={links.email} aria-label={directory('member.email', { name })} title={directory('member.email', { name })} />}
          </div>
          {/* A .vcf the server writes with what the family sees of them: phones add it to their contacts. */}
          <Button size="small" icon={<ContactsOutlined aria-hidden />} href={`${apiPath('memberVcard', { id: received.id })}?version=${VCARD_LINK_VERSION}`} download className="fn-profile-vcard">
            {t('profile.addToContacts')}
          </Button>
        </div>
      </div>

      {about.length > 0 && (
        <ProfileSection title={t('profile.about')}>
          {about.map((field) => (
            <p key={field.key} className="fn-profile-bio">
              {field.value}
            </p>
          ))}
        </ProfileSection>
      )}

      <ProfileSection title={t('profile.contact')}>
        <dl className="fn-profile-facts">
          {user.email && <Fact icon={<MailOutlined />} term={t('profile.email')} value={user.email} />}
          {facts('contact')}
          <Fact icon={<EnvironmentOutlined />} term={t('profile.location')} value={words.place(user)} />
          {facts('fact')}
        </dl>
        {hidden.length > 0 && <p className="fn-profile-hidden">{t('profile.hidden', { fields: words.list(hidden.map(words.word)) })}</p>}
      </ProfileSection>

      {address && (
        <ProfileSection title={t('profile.address')}>
          <p className="fn-profile-address">{address}</p>
        </ProfileSection>
      )}

      {isOwn && <OwnAccountSections user={received} />}
      {/* Who may change another member's profile (admins and managers) may change their family too. */}
      {!isOwn && canEdit && <TheirFamilySection user={received} />}

      <div className="fn-profile-footer">
        <Button onClick={onClose}>{shared(UI_WORDS.close)}</Button>
        {canEdit && (
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            {t('profile.edit')}
          </Button>
        )}
      </div>
    </div>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="fn-profile-fact">
      <dt>
        <span aria-hidden>{icon}</span> {term}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
