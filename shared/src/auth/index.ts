import { loadSupabase, whenSupabaseLoaded } from '../lib/supabase';
import { appStore } from './atoms';
import { createAuthService } from './auth-service';

export { appStore, authInitialisedAtom, isAdminAtom, sessionUserAtom } from './atoms';
export { useAuthInitialised, useIsAdmin, useSessionUser } from './hooks';
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
  checkAdminRole,
  startAuthSync,
} = auth;

export { adminRoleKey, getIsAdmin } from './admin-role';
export { CAPTCHA_MISSING, captchaSiteKey, useCaptcha, type Captcha } from './captcha';
