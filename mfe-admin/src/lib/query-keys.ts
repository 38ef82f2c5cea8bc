/**
 * The dashboard's cache entries. Every feature that changes roles or events invalidates the
 * counts and the audit log too, so the keys live here rather than inside one feature.
 */
export const adminKeys = {
  /** Every page of every user search. */
  users: ['admin', 'users'] as const,
  usersPage: (search: string, page: number) => [...adminKeys.users, search, page] as const,
  stats: ['admin', 'stats'] as const,
  /** Every page of the audit log and its list of admins. */
  auditLog: ['admin', 'audit-log'] as const,
  /** Every page of the items list (and the listing form's item search). */
  items: ['admin', 'items'] as const,
  /** Every page of the listings list and every listing's bids. */
  listings: ['admin', 'listings'] as const,
  /** Every list and every row's versions of one kind of content. */
  content: (kind: string) => ['admin', 'content', kind] as const,
};
