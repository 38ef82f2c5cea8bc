import { isAdminUser, roleLabel, searchUsers, type AdminUser } from './admin-user';

const admin: AdminUser = { id: '1', email: 'Odin@Asgard.test', roles: ['admin'] };
const member: AdminUser = { id: '2', email: 'thor@asgard.test', roles: [] };
const other: AdminUser = { id: '3', email: 'loki@jotunheim.test', roles: ['moderator'] };
const noEmail: AdminUser = { id: '4', email: null, roles: [] };

describe('roleLabel', () => {
  it('labels admins Administrator and everyone else User', () => {
    expect(roleLabel(admin)).toBe('Administrator');
    expect(roleLabel(member)).toBe('User');
    expect(roleLabel(other)).toBe('User');
    expect(isAdminUser(other)).toBe(false);
  });
});

describe('searchUsers', () => {
  const users = [admin, member, other, noEmail];

  it('filters by e-mail, ignoring case', () => {
    expect(searchUsers(users, 'odin')).toEqual([admin]);
    expect(searchUsers(users, 'ASGARD')).toEqual([admin, member]);
  });

  it('returns everyone for a blank query and nobody for no match', () => {
    expect(searchUsers(users, '  ')).toEqual(users);
    expect(searchUsers(users, 'null')).toEqual([]);
    expect(searchUsers(users, 'freya')).toEqual([]);
  });
});
