import { siteConfig } from '../config/site';
import { defaultProfile, defaultUsername, hasAdminRole } from './profile';

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

describe('hasAdminRole', () => {
  it('recognises an embedded admin role, object or array shaped', () => {
    expect(hasAdminRole([{ roles: { name: 'admin' } }])).toBe(true);
    expect(hasAdminRole([{ roles: [{ name: 'member' }, { name: 'admin' }] }])).toBe(true);
  });
  it('is false for other roles, no rows and malformed data', () => {
    expect(hasAdminRole([{ roles: { name: 'member' } }])).toBe(false);
    expect(hasAdminRole([])).toBe(false);
    expect(hasAdminRole(null)).toBe(false);
    expect(hasAdminRole([null, { roles: null }])).toBe(false);
  });
});
