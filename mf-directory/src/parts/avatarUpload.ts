import { AVATAR_COMPRESSION, MESSAGES } from 'shared-contracts';
import { callApi } from 'shared-contracts/runtime';

/** A file the avatar upload refuses before sending anything; its message is shown as is. */
export class AvatarFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AvatarFileError';
  }
}

/** Why a picked file cannot be an avatar (spec section 5), or undefined when it can. */
export function avatarFileProblem(file: unknown): string | undefined {
  if (!(file instanceof Blob)) return MESSAGES.notABlob;
  if (!file.type.startsWith('image')) return MESSAGES.notAnImage;
  return undefined;
}

/** Shrinks the picture (0.5 MB, 512 px, quality 0.8); if that fails, the original is sent. */
export async function compressAvatar(file: File): Promise<Blob> {
  try {
    // Loaded when a picture is chosen: the directory's first visit does not download it.
    const { default: imageCompression } = await import('browser-image-compression');
    return await imageCompression(file, { ...AVATAR_COMPRESSION });
  } catch (error) {
    console.warn('Avatar compression failed; uploading the original file', error);
    return file;
  }
}

/** POST upload-avatar: the picture, compressed first; the server answers with its new address. */
export async function uploadAvatar(file: File): Promise<string> {
  const problem = avatarFileProblem(file);
  if (problem) throw new AvatarFileError(problem);
  const picture = await compressAvatar(file);
  const { avatarUrl } = await callApi('uploadAvatar', { body: { file: picture, fileName: (picture as File).name || file.name || 'avatar' } });
  return avatarUrl;
}
