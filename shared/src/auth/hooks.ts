import { useAtomValue } from 'jotai';
import { useServerFirst } from '../lib/server-first';
import { authInitialisedAtom, isAdminAtom, sessionUserAtom, staffRolesAtom } from './atoms';
import { hasAccess, type StaffAccess, type StaffRole } from './staff-roles';
import type { SessionUser } from './types';

// The server renders every page as a signed-out visitor whose session is not checked: the
// browser renders the same while it hydrates that HTML, then the stored user (server-first.ts).

export function useSessionUser(): SessionUser | null {
  return useServerFirst(useAtomValue(sessionUserAtom), null);
}

export function useIsAdmin(): boolean {
  return useServerFirst(useAtomValue(isAdminAtom), false);
}

const NO_ROLES: readonly StaffRole[] = [];

/** The signed-in user's staff roles (admin, editor, moderator). */
export function useStaffRoles(): readonly StaffRole[] {
  return useServerFirst(useAtomValue(staffRolesAtom), NO_ROLES);
}

/** Whether the signed-in user's roles give `access` (hasAccess). */
export function useHasAccess(access: StaffAccess): boolean {
  return hasAccess(useStaffRoles(), access);
}

export function useAuthInitialised(): boolean {
  return useServerFirst(useAtomValue(authInitialisedAtom), false);
}
