import { useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { CameraOutlined } from '@ant-design/icons';
import { ERRORS, type User } from 'shared-contracts';
import { PictureFileError, serverMessage, useSession } from 'shared-contracts/runtime';
import { avatarFileProblem, uploadAvatar } from './avatarUpload';
import { MemberAvatar } from '../parts/MemberAvatar';

interface AvatarPickerProps {
  /** The signed-in user: the server's upload-avatar always sets the caller's own photo. */
  user: User;
  disabled?: boolean;
}

interface Problem {
  title: string;
  detail?: string;
}

/** The own avatar in edit mode: click it to pick a picture, which is compressed and uploaded at once. */
export function AvatarPicker({ user, disabled = false }: AvatarPickerProps) {
  const session = useSession();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [photoURL, setPhotoURL] = useState<string>();
  const [problem, setProblem] = useState<Problem | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still counts
    if (!file) return;
    setProblem(null);
    const refusal = avatarFileProblem(file);
    if (refusal) {
      setProblem({ title: refusal });
      return;
    }
    setUploading(true);
    try {
      const url = await uploadAvatar(file);
      setPhotoURL(url);
      session.userChanged({ photoURL: url });
    } catch (error) {
      console.error('Avatar upload failed', error);
      setProblem(
        error instanceof PictureFileError
          ? { title: error.message }
          : { title: ERRORS.avatarUploadFailed, detail: serverMessage(error, '') || undefined },
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="fn-avatar-picker">
      <button
        type="button"
        className="fn-avatar-picker-button"
        aria-label="Change avatar"
        aria-describedby={hintId}
        disabled={disabled || uploading}
        onClick={() => inputRef.current?.click()}
      >
        <MemberAvatar user={user} size={96} photoURL={photoURL} />
        <span className="fn-avatar-picker-badge" aria-hidden>
          {uploading ? <Spin size="small" /> : <CameraOutlined />}
        </span>
      </button>
      <span id={hintId} role="status" className="fn-avatar-picker-hint">
        {uploading ? 'Uploading...' : 'Click to change avatar'}
      </span>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="fn-visually-hidden"
        tabIndex={-1}
        aria-label="Avatar picture"
        disabled={disabled || uploading}
        onChange={onFile}
      />
      {problem && <Alert type="error" showIcon title={problem.title} description={problem.detail} className="fn-avatar-picker-alert" />}
    </div>
  );
}
