import {
  EXTENSION_NOT_ALLOWED,
  FILE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  fileExtension,
  validateImageFile,
} from './image-file';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('validateImageFile', () => {
  it.each([
    file('me.png', 'image/png'),
    file('me.JPG', 'image/jpeg'),
    file('me.jpeg', 'image/jpeg'),
    file('me.gif', 'image/gif'),
    file('exactly-5mb.png', 'image/png', MAX_IMAGE_BYTES),
  ])('accepts $name', (f) => {
    expect(validateImageFile(f)).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(validateImageFile(file('notes.txt', 'text/plain'))).toBe(NOT_AN_IMAGE);
    expect(validateImageFile(file('mystery', ''))).toBe(NOT_AN_IMAGE);
    expect(NOT_AN_IMAGE).toBe('Invalid file type. Please upload an image.');
  });

  it('refuses an image over 5 MB', () => {
    expect(validateImageFile(file('big.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe(
      FILE_TOO_LARGE,
    );
    expect(FILE_TOO_LARGE).toBe('File size too large. Maximum size is 5MB.');
  });

  it('refuses other image extensions', () => {
    expect(validateImageFile(file('old.bmp', 'image/bmp'))).toBe(EXTENSION_NOT_ALLOWED);
    expect(validateImageFile(file('vector.svg', 'image/svg+xml'))).toBe(EXTENSION_NOT_ALLOWED);
    expect(validateImageFile(file('png', 'image/png'))).toBe(EXTENSION_NOT_ALLOWED);
    expect(EXTENSION_NOT_ALLOWED).toBe('Invalid file type. Allowed types: JPG, PNG, GIF');
  });

  it('checks type, then size, then extension', () => {
    expect(validateImageFile(file('huge.txt', 'text/plain', MAX_IMAGE_BYTES * 2))).toBe(
      NOT_AN_IMAGE,
    );
    expect(validateImageFile(file('huge.bmp', 'image/bmp', MAX_IMAGE_BYTES * 2))).toBe(
      FILE_TOO_LARGE,
    );
  });
});

describe('fileExtension', () => {
  it('lower-cases the part after the last dot', () => {
    expect(fileExtension('a.b.PNG')).toBe('png');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
  });
});
