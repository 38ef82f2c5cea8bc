import { avatarObjectPath, versionedUrl } from './avatar-path';

describe('avatarObjectPath', () => {
  it('is avatars/{userId}, one name whatever the file', () => {
    expect(avatarObjectPath('u-1')).toBe('avatars/u-1');
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
