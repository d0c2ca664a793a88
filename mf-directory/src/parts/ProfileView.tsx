import type { ReactNode } from 'react';
import { Button } from 'antd';
import Tag from 'antd/es/tag';
import { ContactsOutlined, EditOutlined, EnvironmentOutlined, GiftOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { addressLines, apiPath, asShown, formatBirthday, hiddenFromFamily, formatPhone, locationText, VCARD_LINK_VERSION, type User } from 'shared-contracts';
import { MemberAvatar, nameOf } from './MemberAvatar';
import { contactLinks } from './contactLinks';
import { ProfileSection } from './ProfileSection';
import { OwnAccountSections } from '../my-account/OwnAccountSections';


interface ProfileViewProps {
  user: User;
  isOwn: boolean;
  canEdit: boolean;
  onClose: () => void;
  onEdit: () => void;
}

/** Profile Details, view mode: who, About, Contact Information, Address. */
export function ProfileView({ user: received, isOwn, canEdit, onClose, onEdit }: ProfileViewProps) {
  // What the family sees (a hidden field is shown to nobody, admins alike); its owner is told what is hidden.
  const user = asShown(received);
  const hidden = isOwn ? hiddenFromFamily(received) : [];
  const name = nameOf(user);
  const phone = user.phoneNumber?.trim();
  const links = contactLinks(user);
  const address = addressLines(user.address);
  // The spec: the birthday only if it is visible, one's own included (the edit form shows it).
  const showBirthday = !!user.birthday && user.isBirthdayVisible === true;

  return (
    <div className="fn-profile">
      <div className="fn-profile-head">
        <MemberAvatar user={user} size={96} />
        <div className="fn-profile-head-text">
          <div className="fn-profile-name-row">
            <h3 className="fn-profile-name">{name}</h3>
            {isOwn && <Tag className="fn-chip fn-chip-strong">You</Tag>}
          </div>
          {user.occupation && <p className="fn-profile-occupation">{user.occupation}</p>}
          <div className="fn-profile-contact-icons">
            {links.call && <Button shape="circle" icon={<PhoneOutlined />} href={links.call} aria-label={`Call ${name}`} title={`Call ${name}`} />}
            {links.email && <Button shape="circle" icon={<MailOutlined />} href={links.email} aria-label={`Email ${name}`} title={`Email ${name}`} />}
          </div>
          {/* A .vcf the server writes with what the family sees of them: phones add it to their contacts. */}
          <Button size="small" icon={<ContactsOutlined aria-hidden />} href={`${apiPath('memberVcard', { id: received.id })}?version=${VCARD_LINK_VERSION}`} download className="fn-profile-vcard">
            Add to contacts
          </Button>
        </div>
      </div>

      {user.bio && (
        <ProfileSection title="About">
          <p className="fn-profile-bio">{user.bio}</p>
        </ProfileSection>
      )}

      <ProfileSection title="Contact Information">
        <dl className="fn-profile-facts">
          {user.email && <Fact icon={<MailOutlined />} term="Email" value={user.email} />}
          {phone && <Fact icon={<PhoneOutlined />} term="Phone" value={formatPhone(phone)} />}
          <Fact icon={<EnvironmentOutlined />} term="Location" value={locationText(user)} />
          {showBirthday && <Fact icon={<GiftOutlined />} term="Birthday" value={formatBirthday(user.birthday)} />}
        </dl>
        {hidden.length > 0 && <p className="fn-profile-hidden">{`Hidden from the family: ${hidden.join(', ')}. Edit Profile changes it.`}</p>}
      </ProfileSection>

      {address && (
        <ProfileSection title="Address">
          <p className="fn-profile-address">{address}</p>
        </ProfileSection>
      )}

      {isOwn && <OwnAccountSections user={received} />}

      <div className="fn-profile-footer">
        <Button onClick={onClose}>Close</Button>
        {canEdit && (
          <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
            Edit Profile
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
