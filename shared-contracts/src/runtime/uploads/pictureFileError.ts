/** A picture refused before anything is sent; its message is shown as it is. */
export class PictureFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureFileError';
  }
}
