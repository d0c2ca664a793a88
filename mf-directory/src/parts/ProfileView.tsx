import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { BellOutlined, ContactsOutlined, DatabaseOutlined, EditOutlined, EnvironmentOutlined, GiftOutlined, KeyOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { addressLines, apiPath, asShown, formatBirthday, hiddenFromFamily, isAdmin, formatPhone, locationText, VCARD_LINK_VERSION, type User } from 'shared-contracts';
import { MemberAvatar, nameOf } from './MemberAvatar';
import { contactLinks } from './contactLinks';

// Only one's own profile offers it, and its code comes when opened: the directory's first visit does not carry it.
const PasskeysSection = lazy(() => import('./PasskeysSection').then((module) => ({ default: module.PasskeysSection })));
// The same for one's notification choices.
const NotificationsSection = lazy(() => import('./NotificationsSection').then((module) => ({ default: module.NotificationsSection })));
// The same for one's data and leaving: fetched when one's own profile opens.
const MyDataSection = lazy(() => import('./MyDataSection').then((module) => ({ default: module.MyDataSection })));

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

      {isOwn && <OwnPasskeys />}

      {isOwn && <OwnNotifications user={received} />}

      {isOwn && <OwnData isAdmin={isAdmin(received)} />}

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

/** Your data, in one's own profile: a line of help, and the download and deletion once asked for. */
function OwnData({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title="Your data">
      {open ? (
        <Suspense fallback={<Spin aria-label="Loading" />}>
          <MyDataSection isAdmin={isAdmin} />
        </Suspense>
      ) : (
        <div className="fn-passkeys-closed">
          <p className="fn-profile-muted">Download everything FamilyNet holds about you, or delete your account.</p>
          <Button icon={<DatabaseOutlined />} onClick={() => setOpen(true)}>
            Manage my data
          </Button>
        </div>
      )}
    </ProfileSection>
  );
}

/** Notifications, in one's own profile: a line of help, and the choices once asked for. */
function OwnNotifications({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title="Notifications">
      {open ? (
        <Suspense fallback={<Spin aria-label="Loading your notification choices" />}>
          <NotificationsSection user={user} />
        </Suspense>
      ) : (
        <div className="fn-passkeys-closed">
          <p className="fn-profile-muted">Birthday reminders and family news, by e-mail and on your devices.</p>
          <Button icon={<BellOutlined />} onClick={() => setOpen(true)}>
            Manage notifications
          </Button>
        </div>
      )}
    </ProfileSection>
  );
}

/** Passkeys, in one's own profile: a line of help, and the list once asked for. */
function OwnPasskeys() {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title="Passkeys">
      {open ? (
        <Suspense fallback={<Spin aria-label="Loading your passkeys" />}>
          <PasskeysSection />
        </Suspense>
      ) : (
        <div className="fn-passkeys-closed">
          <p className="fn-profile-muted">Sign in with your fingerprint, face or screen lock instead of a password.</p>
          <Button icon={<KeyOutlined />} onClick={() => setOpen(true)}>
            Manage passkeys
          </Button>
        </div>
      )}
    </ProfileSection>
  );
}

function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="fn-profile-section" aria-labelledby={id}>
      <h4 id={id} className="fn-profile-section-title">
        {title}
      </h4>
      {children}
    </section>
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
