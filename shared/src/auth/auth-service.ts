import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { Store } from 'jotai';
import { SESSION_STORAGE_KEY, USER_STORAGE_KEY } from '../lib/storage-keys';
import { accentColorAtom, themeModeAtom } from '../theme/atoms';
import { authInitialisedAtom, sessionUserAtom, staffRolesAtom } from './atoms';
import type { Database, Profile } from '../types/database';
import { getStaffRoles } from './staff-role-query';
import type { StaffRole } from './staff-roles';
import { signInPath } from './return-path';
import type { SessionUser } from './types';
import { createDetailsLoader, type ClientSource } from './user-details';
import { pageLanguage, siteAddress } from './language';

export type { ClientSource } from './user-details';

/** Events after which the stored user is rebuilt from the session (profile and role reloaded). */
const RELOAD_EVENTS: ReadonlySet<AuthChangeEvent> = new Set([
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
]);

/**
 * Where a confirmation link lands: the sign-in page in the page's language, which signs in from
 * it and goes on.
 */
function confirmationRedirect(returnPath: string | undefined): string {
  return siteAddress(signInPath(returnPath));
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

function hasStoredSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * The auth actions bound to one client and one store. Built by a factory so tests can pass a fake
 * client; the site uses the instance exported from `./index` (the one client, the default store).
 */
export function createAuthService(source: ClientSource, store: Store) {
  const loadDetails = createDetailsLoader(source);
  /** Bumped on every change so a slow, superseded load cannot overwrite a newer state. */
  let generation = 0;
  let syncStarted = false;
  /** The user whose saved theme and accent were applied; null until a profile loaded. */
  let preferencesAppliedFor: string | null = null;

  /** Staff roles unknown after an outage stay as they were known: for the same user only. */
  function storeRoles(userId: string, roles: readonly StaffRole[] | null): void {
    const sameUser = store.get(sessionUserAtom)?.id === userId;
    store.set(staffRolesAtom, roles ?? (sameUser ? store.get(staffRolesAtom) : []));
  }

  function clearUser(): void {
    generation += 1;
    preferencesAppliedFor = null;
    store.set(sessionUserAtom, null);
    store.set(staffRolesAtom, []);
  }

  /**
   * On sign-in and on session restore the account's saved theme and accent win over the device's
   * stored choice. Once per user: a token refresh or a profile reload must not undo a choice made
   * in Settings since.
   */
  function applyPreferences(userId: string, profile: Profile | null): void {
    if (!profile || preferencesAppliedFor === userId) return;
    preferencesAppliedFor = userId;
    if (profile.theme) store.set(themeModeAtom, profile.theme);
    if (profile.accent_color) store.set(accentColorAtom, profile.accent_color);
  }

  async function applyUser(user: User): Promise<SessionUser> {
    const run = ++generation;
    const { profile, roles } = await loadDetails(user);
    const sessionUser: SessionUser = { id: user.id, email: user.email ?? '', profile };
    if (run === generation) {
      // An outage during a later check (tab refocus, token refresh) must not demote staff
      // mid-session and bounce them off /admin; the database still enforces the roles.
      storeRoles(user.id, roles);
      store.set(sessionUserAtom, sessionUser);
      applyPreferences(user.id, profile);
    }
    return sessionUser;
  }

  /** `captchaToken`: the form's CAPTCHA token, where the project asks for one (captcha.tsx). */
  async function signIn(
    email: string,
    password: string,
    captchaToken?: string,
  ): Promise<SessionUser> {
    try {
      const client = await source.load();
      const { data, error } = await client.auth.signInWithPassword({
        email,
        password,
        options: { captchaToken },
      });
      if (error) throw error;
      if (!data.user) throw new Error('Authentication failed');
      return await applyUser(data.user);
    } catch (error) {
      clearUser();
      throw error instanceof Error && error.message ? error : new Error('Authentication failed');
    }
  }

  /**
   * Returns the user when the stack signs them in at once, null when the confirmation mail is
   * out (always with confirmations on, whether the address was new or taken: the answers are
   * alike). The mailed link signs in on /login, which then goes on to `returnPath`.
   */
  async function signUp(
    email: string,
    password: string,
    returnPath?: string,
    captchaToken?: string,
  ): Promise<SessionUser | null> {
    try {
      const client = await source.load();
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: {
          emailRedirectTo: confirmationRedirect(returnPath),
          captchaToken,
          // The auth e-mails' templates read it (`.Data.language`): the mails speak the language
          // the member signed up in until they choose one (saveLanguage).
          data: { language: pageLanguage() },
        },
      });
      if (error) throw error;
      if (!data.user) throw new Error('Registration failed');
      return data.session ? await applyUser(data.user) : null;
    } catch (error) {
      clearUser();
      // A 4xx carries the server's reason about the input (an e-mail too long, a weak password);
      // a server fault or a lost connection says nothing the user can act on.
      const status = (error as { status?: unknown } | null)?.status;
      const reason = typeof status === 'number' && status < 500 ? messageOf(error) : undefined;
      throw new Error(reason ?? 'Registration failed', { cause: error });
    }
  }

  /** Mails the sign-up confirmation link again (the server sends nothing to a confirmed or unknown address). */
  async function resendConfirmation(
    email: string,
    returnPath?: string,
    captchaToken?: string,
  ): Promise<void> {
    const client = await source.load();
    const { error } = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: confirmationRedirect(returnPath), captchaToken },
    });
    // The cause keeps the server's code (over_email_send_rate_limit) for whoever shows it.
    if (error) throw new Error(error.message || 'Failed to send the email', { cause: error });
  }

  /** Never throws: a failed sign-out is only logged, and the local state is cleared anyway. */
  async function signOut(): Promise<void> {
    try {
      const client = await source.load();
      const { error } = await client.auth.signOut();
      if (error) console.error('Sign out failed', error);
    } catch (error) {
      console.error('Sign out failed', error);
    } finally {
      clearUser();
      globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
      globalThis.localStorage?.removeItem(USER_STORAGE_KEY);
    }
  }

  async function requestPasswordReset(email: string, captchaToken?: string): Promise<void> {
    const client = await source.load();
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: siteAddress('/update-password'),
      captchaToken,
    });
    // The cause keeps the server's code (over_email_send_rate_limit) for whoever shows it.
    if (error) throw new Error(error.message || 'Failed to send reset email', { cause: error });
  }

  async function updatePassword(newPassword: string): Promise<void> {
    const client = await source.load();
    const { error } = await client.auth.updateUser({ password: newPassword });
    // The cause keeps the server's weak_password reasons for the form to list.
    if (error) throw new Error(error.message || 'Failed to update password', { cause: error });
  }

  /** Reload the signed-in user's profile (after settings or avatar changes) into the atom. */
  async function refreshProfile(): Promise<SessionUser | null> {
    const client = await source.load();
    const { data } = await client.auth.getSession();
    const user = data.session?.user;
    if (!user) {
      clearUser();
      return null;
    }
    return applyUser(user);
  }

  /**
   * Asks the database again which staff roles the signed-in user holds (the back office does on
   * every visit) and keeps the answer for the whole site. Throws a DataError with status 0 when
   * the backend gives no answer; the known roles then stay as they were.
   */
  async function checkStaffRoles(): Promise<readonly StaffRole[]> {
    const client = await source.load();
    const { data } = await client.auth.getSession();
    const userId = data.session?.user.id;
    if (!userId) return [];
    try {
      const roles = await getStaffRoles(client, userId);
      storeRoles(userId, roles);
      return roles;
    } catch (error) {
      console.error('Failed to check the staff roles', error);
      throw error;
    }
  }

  function handleAuthEvent(event: AuthChangeEvent, session: Session | null): void {
    if (event === 'SIGNED_OUT') {
      clearUser();
      globalThis.localStorage?.removeItem(USER_STORAGE_KEY);
      return;
    }
    if (!RELOAD_EVENTS.has(event)) return;
    if (session?.user) void applyUser(session.user);
    else clearUser();
  }

  function followAuthEvents(client: SupabaseClient<Database>): void {
    client.auth.onAuthStateChange((event, session) => {
      // supabase-js holds its auth lock while it calls listeners; calling the client from inside
      // the callback deadlocks, so the work runs on the next tick.
      setTimeout(() => handleAuthEvent(event, session), 0);
    });
  }

  /**
   * Restore the session once at start-up, then follow the client's auth events. Called by the
   * shell and the dev harness; later calls are no-ops. Resolves when auth is initialised.
   * Without a stored session the visitor is signed out at once and the client is not loaded for
   * it (auth events are followed once something loads it); with one, the stored user shows
   * meanwhile (sessionUserAtom) and is verified against the server here.
   */
  async function startAuthSync(): Promise<void> {
    if (syncStarted) return;
    syncStarted = true;
    if (!hasStoredSession()) {
      clearUser();
      store.set(authInitialisedAtom, true);
      void source.loaded().then(followAuthEvents);
      return;
    }
    let client: SupabaseClient<Database> | null = null;
    try {
      client = await source.load();
      const { data, error } = await client.auth.getSession();
      if (error) throw error;
      if (data.session?.user) await applyUser(data.session.user);
      else clearUser();
    } catch (error) {
      console.error('Failed to restore the session', error);
      clearUser();
    } finally {
      store.set(authInitialisedAtom, true);
    }
    if (client) followAuthEvents(client);
    else void source.loaded().then(followAuthEvents);
  }

  return {
    signIn,
    signUp,
    resendConfirmation,
    signOut,
    requestPasswordReset,
    updatePassword,
    refreshProfile,
    checkStaffRoles,
    startAuthSync,
  };
}
