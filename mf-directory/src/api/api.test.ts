import { avatarFileProblem } from './avatar';
import { statusTextOf } from './directoryApi';

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

describe('statusTextOf', () => {
  it("keeps the server's reason phrase", () => {
    expect(statusTextOf(500, 'Server Exploded')).toBe('Server Exploded');
  });

  it('supplies the standard phrase when none came (HTTP/2) or only the number', () => {
    expect(statusTextOf(500, '')).toBe('Internal Server Error');
    expect(statusTextOf(500, undefined)).toBe('Internal Server Error');
    expect(statusTextOf(403, '403')).toBe('Forbidden');
    expect(statusTextOf(599, '')).toBe('');
  });
});
