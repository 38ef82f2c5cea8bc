import { isAdminUser, roleLabel, staffRoleLabels, type AdminUser } from './admin-user';

const user = (id: string, email: string, roles: string[]): AdminUser => ({
  id,
  email,
  username: email.split('@')[0]!,
  roles,
  created_at: '2026-01-01T00:00:00Z',
});
const admin = user('1', 'Odin@Asgard.test', ['admin']);
const member = user('2', 'thor@asgard.test', []);
const other = user('3', 'loki@jotunheim.test', ['moderator']);

describe('roleLabel', () => {
  it('labels admins Administrator and everyone else User', () => {
    expect(roleLabel(admin)).toBe('Administrator');
    expect(roleLabel(member)).toBe('User');
    expect(roleLabel(other)).toBe('User');
    expect(isAdminUser(other)).toBe(false);
  });
});

describe('staffRoleLabels', () => {
  it('names the editor and moderator roles a user holds', () => {
    expect(staffRoleLabels(other)).toEqual(['Moderator']);
    expect(staffRoleLabels(user('4', 'bragi@asgard.test', ['moderator', 'editor']))).toEqual([
      'Editor',
      'Moderator',
    ]);
    expect(staffRoleLabels(admin)).toEqual([]);
  });
});
