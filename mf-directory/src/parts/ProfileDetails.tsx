import { Suspense, lazy, useState } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import Modal from 'antd/es/modal';
import { useAtomValue } from 'jotai';
import { canManageFamily, type FamilyRelation, type User } from 'shared-contracts';
import { currentUserAtom, withPageMessages } from 'shared-contracts/runtime';
import { AntdTheme } from 'shared-contracts/antd-theme';
import { useText as useDialogText } from '../dialogs/messages';
import { useText } from '../profile/messages';
import { ProfileView } from './ProfileView';
import { profileCss } from './profileCss';

// The editor (with antd's Form and its validator engine) is fetched when Edit Profile is first
// chosen: most visits to the directory only look. Without a connection it says so instead. It
// brings its own messages, and is drawn once they are there in the page's language.
const ProfileEditForm = lazy(() =>
  withPageMessages(import('../my-account/ProfileEditForm')).then(
    (module) => ({ default: module.ProfileEditForm }),
    (error: unknown) => {
      console.error('The profile editor could not be loaded', error);
      return { default: ({ onCancel }: { onCancel: () => void }) => <EditorUnavailable onCancel={onCancel} /> };
    },
  ),
);

/** Said in the dialog when the editor's code cannot be fetched (the device is offline). */
function EditorUnavailable({ onCancel }: { onCancel: () => void }) {
  const t = useText();
  return (
    <div className="fn-profile-editor-unavailable">
      <Alert type="warning" showIcon message={t('profile.editorUnavailable')} />
      <Button onClick={onCancel} style={{ marginTop: 16 }}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}

interface ProfileDetailsProps {
  open: boolean;
  /** The profile to show. For one's own, the session's copy is shown (it is the freshest). */
  user: User | null;
  /** How the member is related to the viewer, when they are. */
  relation?: FamilyRelation;
  onClose: () => void;
  /** Someone else's profile was saved (by an admin or manager): the member as now stored. */
  onSaved?: (user: User) => void;
}

/**
 * The 'Profile Details' dialog, for any member: view mode, and edit mode for one's own
 * profile or, for admins and managers, anyone's. Each opening starts afresh in view mode.
 */
export function ProfileDetails({ open, user, relation, onClose, onSaved }: ProfileDetailsProps) {
  const t = useText();
  const dialog = useDialogText();
  // While a save runs the dialog stays open: its answer belongs to this member, and must
  // not close (or land in) a dialog opened for someone else meanwhile.
  const [saving, setSaving] = useState(false);
  // The theme as antd tokens around the dialog and everything it opens (the view, the editor, the
  // passkeys, notifications and my-data sections, the avatar picker): the shell no longer puts
  // one around the whole dashboard, and the directory's list renders no antd. A second one
  // around it (the shell's profile dialog) is harmless.
  return (
    <AntdTheme>
      <Modal
        open={open && !!user}
        onCancel={saving ? undefined : onClose}
        title={t('profile.title')}
        footer={null}
        destroyOnHidden
        width={720}
        // The corner X must not share its name with the dialog's own Close button.
        closable={saving ? false : { 'aria-label': dialog('common.closeDialog') }}
        maskClosable={!saving}
        keyboard={!saving}
      >
        <style>{profileCss}</style>
        {user && <ProfileDetailsBody key={user.id} user={user} relation={relation} onClose={onClose} onSaved={onSaved} onSavingChange={setSaving} />}
      </Modal>
    </AntdTheme>
  );
}

interface BodyProps {
  user: User;
  relation?: FamilyRelation;
  onClose: () => void;
  onSaved?: (user: User) => void;
  onSavingChange: (saving: boolean) => void;
}

function ProfileDetailsBody({ user: given, relation, onClose, onSaved, onSavingChange }: BodyProps) {
  const t = useText();
  const currentUser = useAtomValue(currentUserAtom);
  const [editing, setEditing] = useState(false);
  const isOwn = !!currentUser && currentUser.id === given.id;
  const user = isOwn && currentUser ? currentUser : given;
  const canEdit = isOwn || canManageFamily(currentUser);

  if (editing && canEdit) {
    return (
      <Suspense fallback={<Spin aria-label={t('profile.loadingEditor')} style={{ display: 'block', margin: '48px auto' }} />}>
        <ProfileEditForm
          user={user}
          isOwn={isOwn}
          onCancel={() => setEditing(false)}
          onSavingChange={onSavingChange}
          onSaved={(saved) => {
            if (saved) onSaved?.(saved);
            onClose(); // the dialog's content is dropped once hidden, so the next opening starts in view mode
          }}
        />
      </Suspense>
    );
  }
  return <ProfileView user={user} relation={relation} isOwn={isOwn} canEdit={canEdit} onClose={onClose} onEdit={() => setEditing(true)} />;
}
