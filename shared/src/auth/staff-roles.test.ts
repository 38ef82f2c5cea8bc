import { hasAccess, staffRolesOf } from './staff-roles';

describe('hasAccess', () => {
  it('gives admins everything', () => {
    for (const access of ['admin', 'editor', 'moderator', 'staff'] as const) {
      expect(hasAccess(['admin'], access)).toBe(true);
    }
  });

  it('gives an editor content, a moderator punishments, neither the admin parts', () => {
    expect(hasAccess(['editor'], 'editor')).toBe(true);
    expect(hasAccess(['editor'], 'moderator')).toBe(false);
    expect(hasAccess(['editor'], 'admin')).toBe(false);
    expect(hasAccess(['moderator'], 'moderator')).toBe(true);
    expect(hasAccess(['moderator'], 'editor')).toBe(false);
    expect(hasAccess(['editor', 'moderator'], 'moderator')).toBe(true);
  });

  it('counts any staff role as staff, and nothing else', () => {
    expect(hasAccess(['moderator'], 'staff')).toBe(true);
    expect(hasAccess([], 'staff')).toBe(false);
    expect(hasAccess(['tester'], 'staff')).toBe(false);
  });
});

describe('staffRolesOf', () => {
  it('reads the role names of either embedding, staff roles only, in the site order', () => {
    expect(staffRolesOf([{ roles: { name: 'moderator' } }, { roles: { name: 'admin' } }])).toEqual([
      'admin',
      'moderator',
    ]);
    expect(staffRolesOf([{ roles: [{ name: 'tester' }, { name: 'editor' }] }])).toEqual(['editor']);
  });

  it('is empty for no rows or anything malformed', () => {
    expect(staffRolesOf([])).toEqual([]);
    expect(staffRolesOf(null)).toEqual([]);
    expect(staffRolesOf([null, { roles: null }])).toEqual([]);
  });
});
