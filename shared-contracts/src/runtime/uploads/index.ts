import type { CallResult } from '../http/client.js';
import type { PictureCall, PictureUpload } from './picture.js';

/*
 * The picture upload is fetched with the first picture: no screen's first visit needs it. Its
 * error is here, so a screen can tell a refused file from a failed call.
 */
export { PictureFileError } from './pictureFileError.js';

export async function uploadPicture<N extends PictureCall>(file: File, upload: PictureUpload<N>): Promise<CallResult<N>> {
  return (await import('./picture.js')).uploadPicture(file, upload);
}
