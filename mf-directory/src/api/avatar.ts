import imageCompression from 'browser-image-compression';
import { API_PATHS, AVATAR_COMPRESSION, ERRORS, MESSAGES, UPLOAD_TIMEOUT_MS, type ApiEnvelope, type AvatarUploadData } from 'shared-contracts';
import { apiClient } from 'shared-contracts/http';

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
    return await imageCompression(file, { ...AVATAR_COMPRESSION });
  } catch (error) {
    console.warn('Avatar compression failed; uploading the original file', error);
    return file;
  }
}

/**
 * POST upload-avatar: multipart, one file field `avatar`, compressed first. The server
 * stores it as the signed-in user's photo and answers { success, data: { avatarUrl } }.
 */
export async function uploadAvatar(file: File): Promise<string> {
  const problem = avatarFileProblem(file);
  if (problem) throw new AvatarFileError(problem);
  const picture = await compressAvatar(file);
  const form = new FormData();
  form.append('avatar', picture, (picture as File).name || file.name || 'avatar');
  const { data: body } = await apiClient().post<ApiEnvelope<AvatarUploadData>>(API_PATHS.uploadAvatar, form, { timeout: UPLOAD_TIMEOUT_MS });
  const avatarUrl = body?.data?.avatarUrl;
  if (!body?.success || typeof avatarUrl !== 'string' || !avatarUrl) throw new Error(body?.message || ERRORS.avatarUploadFailed);
  return avatarUrl;
}
