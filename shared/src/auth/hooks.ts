import { useAtomValue } from 'jotai';
import { authInitialisedAtom, isAdminAtom, sessionUserAtom, staffRolesAtom } from './atoms';
import { hasAccess, type StaffAccess, type StaffRole } from './staff-roles';
import type { SessionUser } from './types';

export function useSessionUser(): SessionUser | null {
  return useAtomValue(sessionUserAtom);
}

export function useIsAdmin(): boolean {
  return useAtomValue(isAdminAtom);
}

/** The signed-in user's staff roles (admin, editor, moderator). */
export function useStaffRoles(): readonly StaffRole[] {
  return useAtomValue(staffRolesAtom);
}

/** Whether the signed-in user's roles give `access` (hasAccess). */
export function useHasAccess(access: StaffAccess): boolean {
  return hasAccess(useStaffRoles(), access);
}

export function useAuthInitialised(): boolean {
  return useAtomValue(authInitialisedAtom);
}
