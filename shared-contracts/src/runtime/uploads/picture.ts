import type { ParamsOf } from 'shared-contracts';
import { callApi, type CallResult } from '../http/client.js';

/*
 * The one way a picture is uploaded (the avatar, a background, a relative's photo): checked
 * before anything is sent, shrunk in the browser (browser-image-compression, fetched with the
 * first picture: no screen's first visit downloads it), the original sent if shrinking fails
 * (spec section 5), then posted as the call's one file field.
 */

import { PictureFileError } from './pictureFileError.js';

/** browser-image-compression's settings as the constants give them. */
interface PictureCompression {
  maxSizeMB: number;
  maxWidthOrHeight: number;
  initialQuality: number;
  useWebWorker: boolean;
}

/** The calls that take a picture. */
export type PictureCall = 'uploadAvatar' | 'uploadBackground' | 'uploadRelativePhoto';

export interface PictureUpload<N extends PictureCall> {
  /** The call that takes the picture. */
  endpoint: N;
  /** Its path's parameters, when it has some (a relative's photo: whose). */
  params?: ParamsOf<N>;
  /** How far to shrink it (constants: AVATAR_COMPRESSION, BACKGROUND_COMPRESSION). */
  compression: PictureCompression;
  /** Why a file cannot be sent (spec section 5), or undefined. */
  problem: (file: unknown) => string | undefined;
  /** The file name sent when the picture has none. */
  fallbackName: string;
}

/** Shrinks the picture; if that fails, the original is sent. */
async function compressPicture(file: File, compression: PictureCompression): Promise<Blob> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    return await imageCompression(file, { ...compression });
  } catch (error) {
    console.warn('Picture compression failed; uploading the original file', error);
    return file;
  }
}

/** Checks, shrinks and posts a picture; answers with the call's data. Throws PictureFileError for a refused file. */
export async function uploadPicture<N extends PictureCall>(file: File, upload: PictureUpload<N>): Promise<CallResult<N>> {
  const problem = upload.problem(file);
  if (problem) throw new PictureFileError(problem);
  const picture = await compressPicture(file, upload.compression);
  const body = { file: picture, fileName: (picture as File).name || file.name || upload.fallbackName };
  return (callApi as unknown as (name: N, input: { params?: ParamsOf<N>; body: typeof body }) => Promise<CallResult<N>>)(upload.endpoint, { ...(upload.params ? { params: upload.params } : {}), body });
}
