/**
 * The dashboard's cache entries. Every feature that changes roles or events invalidates the
 * counts too, so the keys live here rather than inside one feature.
 */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  stats: ['admin', 'stats'] as const,
};
