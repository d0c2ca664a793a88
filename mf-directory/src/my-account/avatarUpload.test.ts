import { avatarFileProblem } from './avatarUpload';

describe('avatarFileProblem', () => {
  it('accepts image files and blobs', () => {
    expect(avatarFileProblem(new File(['x'], 'me.jpg', { type: 'image/jpeg' }))).toBeUndefined();
    expect(avatarFileProblem(new Blob(['x'], { type: 'image/webp' }))).toBeUndefined();
  });

  it.each([undefined, null, 'me.png', { type: 'image/png' }])("refuses what is not a Blob or File (%p): 'The file given is not an instance of Blob or File'", (value) => {
    expect(avatarFileProblem(value)).toBe('The file given is not an instance of Blob or File');
  });

  it("refuses a file whose type is not an image: 'The file given is not an image'", () => {
    expect(avatarFileProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe('The file given is not an image');
    expect(avatarFileProblem(new File(['x'], 'noext'))).toBe('The file given is not an image');
  });
});
