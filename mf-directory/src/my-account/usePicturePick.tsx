import { useRef, useState, type ChangeEvent } from 'react';
import { PictureFileError, serverMessage } from 'shared-contracts/runtime';

/** Why a picture was not taken: the title, and the server's words when it said some. */
interface PictureProblem {
  title: string;
  detail?: string;
}

interface PicturePickOptions {
  /** Sends the picked file (checked and shrunk on the way: avatarUpload.ts); answers the new photo's address. */
  upload: (file: File) => Promise<string>;
  /** The photo was taken: its address. */
  onUploaded: (url: string) => void;
  /** The title when the upload failed (the file was fine). */
  failed: string;
  /** The hidden file input's name. */
  inputLabel: string;
  disabled?: boolean;
}

/**
 * Picking a picture and sending it at once (the own avatar, a relative's photo): a hidden file
 * input that `pick` opens, whether it is being sent, and why it was not taken.
 */
export function usePicturePick({ upload, onUploaded, failed, inputLabel, disabled = false }: PicturePickOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<PictureProblem | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still counts
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      onUploaded(await upload(file));
    } catch (error) {
      if (!(error instanceof PictureFileError)) console.error('Picture upload failed', error);
      // A refused file says why (spec section 5); a failed call, the screen's words and the server's.
      setProblem(error instanceof PictureFileError ? { title: error.message } : { title: failed, detail: serverMessage(error, '') || undefined });
    } finally {
      setUploading(false);
    }
  };

  const input = (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      className="fn-visually-hidden"
      tabIndex={-1}
      aria-label={inputLabel}
      disabled={disabled || uploading}
      onChange={(event) => void onFile(event)}
    />
  );
  return { uploading, problem, input, pick: () => inputRef.current?.click() };
}
