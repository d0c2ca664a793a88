import { AVATAR_COMPRESSION, MESSAGES } from 'shared-contracts';
import { uploadPicture } from 'shared-contracts/runtime';

/** Why a picked file cannot be an avatar (spec section 5), or undefined when it can. */
export function avatarFileProblem(file: unknown): string | undefined {
  if (!(file instanceof Blob)) return MESSAGES.notABlob;
  if (!file.type.startsWith('image')) return MESSAGES.notAnImage;
  return undefined;
}

/** POST upload-avatar: the picture, shrunk first (0.5 MB, 512 px, quality 0.8); the server answers with its new address. */
export async function uploadAvatar(file: File): Promise<string> {
  const { avatarUrl } = await uploadPicture(file, { endpoint: 'uploadAvatar', compression: AVATAR_COMPRESSION, problem: avatarFileProblem, fallbackName: 'avatar' });
  return avatarUrl;
}

/** POST family/people/{person}/photo: a relative's photo, checked and shrunk as the avatar is; answers its new address. */
export async function uploadRelativePhoto(person: string, file: File): Promise<string> {
  const { person: saved } = await uploadPicture(file, {
    endpoint: 'uploadRelativePhoto',
    params: { person },
    compression: AVATAR_COMPRESSION,
    problem: avatarFileProblem,
    fallbackName: 'photo',
  });
  return saved.photoURL ?? '';
}
