import { loadSupabase, whenSupabaseLoaded } from '../lib/supabase';
import { appStore } from './atoms';
import { createAuthService } from './auth-service';

export {
  appStore,
  authInitialisedAtom,
  isAdminAtom,
  sessionUserAtom,
  staffRolesAtom,
} from './atoms';
export {
  useAuthInitialised,
  useHasAccess,
  useIsAdmin,
  useSessionUser,
  useStaffRoles,
} from './hooks';
export {
  hasAccess,
  STAFF_ROLES,
  staffRolesOf,
  type StaffAccess,
  type StaffRole,
} from './staff-roles';
export { defaultProfile, defaultUsername } from './profile';
export type { SessionUser } from './types';
export type { ClientSource } from './auth-service';

const auth = createAuthService({ load: loadSupabase, loaded: whenSupabaseLoaded }, appStore);

export const {
  signIn,
  signUp,
  signOut,
  requestPasswordReset,
  updatePassword,
  refreshProfile,
  checkStaffRoles,
  startAuthSync,
} = auth;

export { getStaffRoles, staffRolesKey } from './staff-role-query';
