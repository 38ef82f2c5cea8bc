import { avatarObjectPath, versionedUrl } from './avatar-path';

describe('avatarObjectPath', () => {
  it('is avatars/{userId}.{ext} with the extension lower-cased', () => {
    expect(avatarObjectPath('u-1', 'me.png')).toBe('avatars/u-1.png');
    expect(avatarObjectPath('u-1', 'Holiday.Photo.JPEG')).toBe('avatars/u-1.jpeg');
  });
});

describe('versionedUrl', () => {
  it('adds a version query', () => {
    expect(versionedUrl('http://x.test/a/b.png', 42)).toBe('http://x.test/a/b.png?v=42');
  });

  it('replaces an earlier version', () => {
    expect(versionedUrl('http://x.test/a/b.png?v=1', 2)).toBe('http://x.test/a/b.png?v=2');
  });
});
