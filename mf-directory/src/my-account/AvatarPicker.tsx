import { useId, useState } from 'react';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { CameraOutlined } from '@ant-design/icons';
import { ERRORS, type User } from 'shared-contracts';
import { useSession, useSharedText } from 'shared-contracts/runtime';
import { useText as useProfileText } from '../profile/messages';
import { useText } from './edit/messages';
import { uploadAvatar } from './avatarUpload';
import { usePicturePick } from './usePicturePick';
import { MemberAvatar } from '../parts/MemberAvatar';

interface AvatarPickerProps {
  /** The signed-in user: the server's upload-avatar always sets the caller's own photo. */
  user: User;
  disabled?: boolean;
}

/** The own avatar in edit mode: click it to pick a picture, which is compressed and uploaded at once. */
export function AvatarPicker({ user, disabled = false }: AvatarPickerProps) {
  const t = useText();
  const profile = useProfileText();
  const shared = useSharedText();
  const session = useSession();
  const hintId = useId();
  const [photoURL, setPhotoURL] = useState<string>();
  const { uploading, problem, input, pick } = usePicturePick({
    upload: uploadAvatar,
    onUploaded: (url) => {
      setPhotoURL(url);
      session.userChanged({ photoURL: url });
    },
    failed: ERRORS.avatarUploadFailed,
    inputLabel: t('avatar.input'),
    disabled,
  });

  return (
    <div className="fn-avatar-picker">
      <button
        type="button"
        className="fn-avatar-picker-button"
        aria-label={t('avatar.change')}
        aria-describedby={hintId}
        disabled={disabled || uploading}
        onClick={pick}
      >
        <MemberAvatar user={user} size={96} photoURL={photoURL} />
        <span className="fn-avatar-picker-badge" aria-hidden>
          {uploading ? <Spin size="small" /> : <CameraOutlined aria-hidden />}
        </span>
      </button>
      <span id={hintId} role="status" className="fn-avatar-picker-hint">
        {uploading ? profile('common.uploading') : t('avatar.hint')}
      </span>
      {input}
      {problem && <Alert type="error" showIcon title={shared(problem.title)} description={problem.detail && shared(problem.detail)} className="fn-avatar-picker-alert" />}
    </div>
  );
}
