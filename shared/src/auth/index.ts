import { loadSupabase, whenSupabaseLoaded } from '../lib/supabase';
import { appStore } from './atoms';
import { createAuthService } from './auth-service';
import { createLanguageSaver } from './language';

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
export {
  DEFAULT_AFTER_SIGN_IN,
  RETURN_PARAM,
  SIGN_IN_PATH,
  returnPathFrom,
  safeReturnPath,
  signInPath,
} from './return-path';
export type { ClientSource } from './auth-service';

const auth = createAuthService({ load: loadSupabase, loaded: whenSupabaseLoaded }, appStore);

export const {
  signIn,
  signUp,
  resendConfirmation,
  signOut,
  requestPasswordReset,
  updatePassword,
  refreshProfile,
  checkStaffRoles,
  startAuthSync,
} = auth;

export const saveLanguage = createLanguageSaver({ load: loadSupabase });

export { getStaffRoles, staffRolesKey } from './staff-role-query';
export { CAPTCHA_MISSING, captchaSiteKey, useCaptcha, type Captcha } from './captcha';
