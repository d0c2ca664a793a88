import {
  ALLOWED_IMAGE_TYPES,
  BACKGROUND_COMPRESSION,
  BACKGROUND_UPLOAD_MAX_BYTES,
  MESSAGES,
  SETTINGS_MESSAGES,
  backgroundTooLargeMessage,
  formatFileSize,
} from 'shared-contracts';
import { callApi } from 'shared-contracts/runtime';

/** A file the upload refuses before sending anything; its message is shown as is. */
export class BackgroundFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackgroundFileError';
  }
}

/** Why a picked file cannot be a background (spec section 5), or undefined when it can. */
export function backgroundFileProblem(file: unknown): string | undefined {
  if (!(file instanceof Blob)) return MESSAGES.notABlob;
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageTypeInvalid;
  if (file.size > BACKGROUND_UPLOAD_MAX_BYTES) return backgroundTooLargeMessage(formatFileSize(file.size));
  return undefined;
}

/**
 * Shrinks the picture (2 MB, 1920 px, quality 0.85); if that fails, the original is sent. The
 * library is fetched on the first upload only: most visits to Settings upload nothing.
 */
export async function compressBackground(file: File): Promise<Blob> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    return await imageCompression(file, { ...BACKGROUND_COMPRESSION });
  } catch (error) {
    console.warn('Background compression failed; uploading the original file', error);
    return file;
  }
}

/** POST upload-background: the picture, compressed first; the server answers with its address (now the current one). */
export async function uploadBackground(file: File): Promise<string> {
  const problem = backgroundFileProblem(file);
  if (problem) throw new BackgroundFileError(problem);
  const picture = await compressBackground(file);
  const answer = await callApi('uploadBackground', { body: { file: picture, fileName: (picture as File).name || file.name || 'background' } });
  // An answer without the picture's address: the spec's plain 'Upload failed'.
  if (!answer?.backgroundUrl) throw new BackgroundFileError(SETTINGS_MESSAGES.backgroundUploadFailed);
  return answer.backgroundUrl;
}
