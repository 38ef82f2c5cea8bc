/**
 * The site's staff roles (issue 36, docs/product/admin.md#roles): `admin` may do everything,
 * roles included; `editor` the site's content and news; `moderator` the punishments back office.
 * The database enforces each (is_admin(), is_editor(), is_moderator()); these say what the pages
 * offer.
 */
export const STAFF_ROLES = ['admin', 'editor', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may open a page or use a part of the back office: one role, or any staff role. */
export type StaffAccess = StaffRole | 'staff';

const isStaffRole = (name: unknown): name is StaffRole => STAFF_ROLES.includes(name as StaffRole);

/** Whether someone holding `roles` has `access`: admins have every one. */
export function hasAccess(roles: readonly string[], access: StaffAccess): boolean {
  if (roles.includes('admin')) return true;
  if (access === 'staff') return roles.some(isStaffRole);
  return access !== 'admin' && roles.includes(access);
}

/**
 * The staff roles in `user_roles.select('roles(name)')`'s answer (`[{ roles: { name } }]`;
 * PostgREST may also embed the relation as an array), in the site's order.
 */
export function staffRolesOf(rows: unknown): StaffRole[] {
  if (!Array.isArray(rows)) return [];
  const names = new Set(
    rows.flatMap((row: unknown) => {
      const roles = (row as { roles?: unknown } | null)?.roles;
      return (Array.isArray(roles) ? roles : [roles]).map(
        (role) => (role as { name?: unknown } | null)?.name,
      );
    }),
  );
  return STAFF_ROLES.filter((role) => names.has(role));
}
