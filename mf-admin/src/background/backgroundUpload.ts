import {
  ALLOWED_IMAGE_TYPES,
  BACKGROUND_COMPRESSION,
  BACKGROUND_UPLOAD_MAX_BYTES,
  MESSAGES,
  SETTINGS_MESSAGES,
} from 'shared-contracts';
import { PictureFileError, uploadPicture } from 'shared-contracts/runtime';

/**
 * Why a picked file cannot be a background (spec section 5), or undefined when it can: a shared
 * message, or what `tooLarge` says of the file's size (in the
 * page's language).
 */
function backgroundFileProblem(file: unknown, tooLarge: (bytes: number) => string): string | undefined {
  if (!(file instanceof Blob)) return MESSAGES.notABlob;
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageTypeInvalid;
  if (file.size > BACKGROUND_UPLOAD_MAX_BYTES) return tooLarge(file.size);
  return undefined;
}

/** POST upload-background: the picture, shrunk first (2 MB, 1920 px, quality 0.85); the server answers with its address (now the current one). */
export async function uploadBackground(file: File, tooLarge: (bytes: number) => string): Promise<string> {
  const problem = (picked: unknown) => backgroundFileProblem(picked, tooLarge);
  const answer = await uploadPicture(file, { endpoint: 'uploadBackground', compression: BACKGROUND_COMPRESSION, problem, fallbackName: 'background' });
  // An answer without the picture's address: the spec's plain 'Upload failed'.
  if (!answer?.backgroundUrl) throw new PictureFileError(SETTINGS_MESSAGES.backgroundUploadFailed);
  return answer.backgroundUrl;
}
