import { siteConfig } from '../config/site';
import { defaultProfile, defaultUsername } from './profile';

describe('defaultUsername', () => {
  it('takes the e-mail before the at-sign', () => {
    expect(defaultUsername('abc', 'thor@asgard.example')).toBe('thor');
  });
  it('falls back to user_ and the first eight characters of the id', () => {
    expect(defaultUsername('0123456789abcdef', null)).toBe('user_01234567');
    expect(defaultUsername('0123456789abcdef', '@nobody')).toBe('user_01234567');
  });
});

describe('defaultProfile', () => {
  it('has the documented defaults and the default avatar', () => {
    expect(defaultProfile('id-1', 'freya@example.com')).toEqual({
      id: 'id-1',
      username: 'freya',
      avatar_url: siteConfig.defaultAvatarUrl,
      notifications_enabled: true,
      privacy_setting: 'friends',
      theme: 'dark',
    });
  });
});
