import type { SupabaseClient } from '@supabase/supabase-js';
import { createStore } from 'jotai';
import { SESSION_STORAGE_KEY, THEME_MODE_STORAGE_KEY, USER_STORAGE_KEY } from '../lib/storage-keys';
import { accentColorAtom, themeModeAtom } from '../theme/atoms';
import { authInitialisedAtom, isAdminAtom, sessionUserAtom } from './atoms';
import { setPageLanguage } from '../i18n/messages';
import { createAuthService } from './auth-service';

type Result = { data: unknown; error: unknown; status?: number };

/** A query builder whose every step returns itself and which resolves to a scripted result. */
function query(result: () => Result) {
  const builder: Record<string, unknown> = {};
  for (const step of ['select', 'eq', 'insert', 'update', 'single', 'maybeSingle']) {
    builder[step] = jest.fn(() => builder);
  }
  builder.then = (resolve: (r: Result) => unknown, reject: (e: unknown) => unknown) =>
    Promise.resolve().then(result).then(resolve, reject);
  return builder;
}

const user = { id: '0123456789abcdef', email: 'thor@example.com' };
const profile = { id: user.id, username: 'thor' };

function fakeClient(overrides: {
  auth?: Record<string, jest.Mock>;
  profiles?: Result[];
  roles?: Result;
}) {
  const profileResults = [...(overrides.profiles ?? [{ data: profile, error: null }])];
  const inserts: unknown[] = [];
  const from = jest.fn((table: string) => {
    if (table === 'user_roles') return query(() => overrides.roles ?? { data: [], error: null });
    const builder = query(() => profileResults.shift() ?? { data: null, error: null });
    const insert = builder.insert as jest.Mock;
    insert.mockImplementation((row: unknown) => {
      inserts.push(row);
      return builder;
    });
    return builder;
  });
  const auth = {
    getSession: jest.fn(async () => ({ data: { session: { user } }, error: null })),
    signInWithPassword: jest.fn(async () => ({ data: { user, session: {} }, error: null })),
    signUp: jest.fn(async () => ({ data: { user, session: {} }, error: null })),
    signOut: jest.fn(async () => ({ error: null })),
    onAuthStateChange: jest.fn(),
    ...overrides.auth,
  };
  return { client: { auth, from } as unknown as SupabaseClient, inserts, auth };
}

/** The client as the site's loader gives it (loaded on demand). */
const sourceOf = (client: SupabaseClient) => ({
  load: async () => client,
  loaded: async () => client,
});

/** A session supabase-js stored on an earlier visit: startAuthSync verifies it. */
const storeSession = () => localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":"t"}');

beforeEach(() => localStorage.clear());

describe('auth service', () => {
  it.each([
    [400, 'An email address is too long', 'An email address is too long'],
    [500, 'Unexpected failure', 'Registration failed'],
    [undefined, 'Failed to fetch', 'Registration failed'],
  ])('sign-up answered %s (%s) shows %j', async (status, message, shown) => {
    const error = Object.assign(new Error(message), { status });
    const { client } = fakeClient({
      auth: { signUp: jest.fn(async () => ({ data: { user: null, session: null }, error })) },
    });
    await expect(
      createAuthService(sourceOf(client), createStore()).signUp('a@b.co', 'secret1'),
    ).rejects.toThrow(shown);
  });

  it('signs up without a session when confirmation is due, the link returning via /login', async () => {
    const signUp = jest.fn(async () => ({ data: { user, session: null }, error: null }));
    const resend = jest.fn(async () => ({ data: {}, error: null }));
    const store = createStore();
    const auth = createAuthService(
      sourceOf(fakeClient({ auth: { signUp, resend } }).client),
      store,
    );
    await expect(auth.signUp('a@b.co', 'Secret12', '/auction-house')).resolves.toBeNull();
    const landing = `${window.location.origin}/login?next=%2Fauction-house`;
    expect(signUp).toHaveBeenCalledWith({
      email: 'a@b.co',
      password: 'Secret12',
      options: { emailRedirectTo: landing, data: { language: 'en' } },
    });
    expect(store.get(sessionUserAtom)).toBeNull();
    await auth.resendConfirmation('a@b.co', '/auction-house');
    expect(resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'a@b.co',
      options: { emailRedirectTo: landing },
    });
  });

  it('on a Swedish page, signs up in Swedish: the mails speak it and their links open Swedish pages', async () => {
    setPageLanguage('sv');
    try {
      const signUp = jest.fn(async () => ({ data: { user, session: null }, error: null }));
      const resetPasswordForEmail = jest.fn(async () => ({ data: {}, error: null }));
      const auth = createAuthService(
        sourceOf(fakeClient({ auth: { signUp, resetPasswordForEmail } }).client),
        createStore(),
      );
      await auth.signUp('a@b.co', 'Secret12', '/auction-house');
      expect(signUp).toHaveBeenCalledWith({
        email: 'a@b.co',
        password: 'Secret12',
        options: {
          emailRedirectTo: `${window.location.origin}/sv/login?next=%2Fauction-house`,
          data: { language: 'sv' },
        },
      });
      await auth.requestPasswordReset('a@b.co');
      expect(resetPasswordForEmail).toHaveBeenCalledWith('a@b.co', {
        redirectTo: `${window.location.origin}/sv/update-password`,
      });
    } finally {
      setPageLanguage('en');
    }
  });

  it("applies the account's saved theme and accent on sign-in, over the device's choice", async () => {
    const store = createStore();
    store.set(themeModeAtom, 'dark');
    const saved = { ...profile, theme: 'light', accent_color: 'purple' };
    const { client } = fakeClient({ profiles: [{ data: saved, error: null }] });
    await createAuthService(sourceOf(client), store).signIn(user.email, 'Password1');
    expect(store.get(themeModeAtom)).toBe('light');
    expect(store.get(accentColorAtom)).toBe('purple');
    // Stored on the device too, so the next visit starts in it.
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('light');
  });

  it("applies the account's theme when the session is restored, then leaves later choices", async () => {
    const store = createStore();
    const saved = { ...profile, theme: 'system', accent_color: 'red' };
    const { client } = fakeClient({
      profiles: [
        { data: saved, error: null },
        { data: saved, error: null },
      ],
    });
    const service = createAuthService(sourceOf(client), store);
    storeSession();
    await service.startAuthSync();
    expect(store.get(themeModeAtom)).toBe('system');
    expect(store.get(accentColorAtom)).toBe('red');
    // A choice made in Settings and not yet saved survives a profile reload of the same user.
    store.set(themeModeAtom, 'dark');
    await service.refreshProfile();
    expect(store.get(themeModeAtom)).toBe('dark');
  });

  it('signs in, loads profile and admin role, mirrors the user in localStorage', async () => {
    const store = createStore();
    const { client } = fakeClient({ roles: { data: [{ roles: { name: 'admin' } }], error: null } });
    await createAuthService(sourceOf(client), store).signIn(user.email, 'Password1');
    expect(store.get(sessionUserAtom)).toEqual({ ...user, profile });
    expect(store.get(isAdminAtom)).toBe(true);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
      id: user.id,
    });
  });

  it("rethrows the server's message and clears the user", async () => {
    const store = createStore();
    const error = Object.assign(new Error('Invalid login credentials'), { status: 400 });
    const { client } = fakeClient({
      auth: { signInWithPassword: jest.fn(async () => ({ data: { user: null }, error })) },
    });
    await expect(createAuthService(sourceOf(client), store).signIn('a@b.co', 'x')).rejects.toThrow(
      'Invalid login credentials',
    );
    expect(store.get(sessionUserAtom)).toBeNull();
  });

  it("says 'Authentication failed' when no user comes back", async () => {
    const { client } = fakeClient({
      auth: { signInWithPassword: jest.fn(async () => ({ data: { user: null }, error: null })) },
    });
    await expect(
      createAuthService(sourceOf(client), createStore()).signIn('a@b.co', 'x'),
    ).rejects.toThrow('Authentication failed');
  });

  it("says 'Registration failed' for a sign-up failure without a message", async () => {
    const { client } = fakeClient({
      auth: { signUp: jest.fn(async () => ({ data: { user: null }, error: { message: '' } })) },
    });
    await expect(
      createAuthService(sourceOf(client), createStore()).signUp('a@b.co', 'secret'),
    ).rejects.toThrow('Registration failed');
  });

  it('logs a failed sign-out and clears the user and stored keys anyway', async () => {
    const store = createStore();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = fakeClient({
      auth: { signOut: jest.fn(async () => ({ error: new Error('offline') })) },
    });
    const auth = createAuthService(sourceOf(client), store);
    await auth.signIn(user.email, 'Password1');
    await auth.signOut();
    expect(log).toHaveBeenCalledWith('Sign out failed', expect.any(Error));
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    log.mockRestore();
  });

  it('creates the default profile when missing and treats a role failure as non-admin', async () => {
    const store = createStore();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { client, inserts, auth } = fakeClient({
      profiles: [
        { data: null, error: null },
        { data: profile, error: null },
      ],
      roles: { data: null, error: new Error('permission denied') },
    });
    storeSession();
    await createAuthService(sourceOf(client), store).startAuthSync();
    expect(inserts).toEqual([expect.objectContaining({ id: user.id, username: 'thor' })]);
    expect(store.get(sessionUserAtom)?.profile).toEqual(profile);
    expect(store.get(isAdminAtom)).toBe(false);
    expect(store.get(authInitialisedAtom)).toBe(true);
    expect(log).toHaveBeenCalledWith('Failed to check the staff roles', expect.any(Error));
    expect(auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('keeps a known admin an admin when a later role check gets no answer (backend down)', async () => {
    const store = createStore();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const roles: Result = { data: [{ roles: { name: 'admin' } }], error: null };
    const { client } = fakeClient({ roles });
    const auth = createAuthService(sourceOf(client), store);
    await auth.signIn(user.email, 'Password1');
    Object.assign(roles, { data: null, error: new Error('TypeError: Failed to fetch'), status: 0 });
    await auth.refreshProfile();
    expect(store.get(isAdminAtom)).toBe(true);
    expect(log).toHaveBeenCalledWith('Failed to check the staff roles', expect.any(Error));

    // With no answer about a user not known before, the answer stays "not an admin".
    await auth.signOut();
    await auth.signIn(user.email, 'Password1');
    expect(store.get(isAdminAtom)).toBe(false);
    log.mockRestore();
  });

  it('initialises signed out when the stored session has ended', async () => {
    const store = createStore();
    const { client } = fakeClient({
      auth: { getSession: jest.fn(async () => ({ data: { session: null }, error: null })) },
    });
    storeSession();
    await createAuthService(sourceOf(client), store).startAuthSync();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(authInitialisedAtom)).toBe(true);
  });

  it('without a stored session: signed out at once, the client is not loaded for it', async () => {
    const store = createStore();
    const { client, auth } = fakeClient({});
    const load = jest.fn(async () => client);
    let announceLoaded: (loaded: SupabaseClient) => void = () => {};
    const loaded = new Promise<SupabaseClient>((resolve) => (announceLoaded = resolve));
    await createAuthService({ load, loaded: () => loaded }, store).startAuthSync();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(authInitialisedAtom)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(auth.getSession).not.toHaveBeenCalled();
    // Auth events are followed once a page loads the client (a sign-in elsewhere, a data page).
    announceLoaded(client);
    await loaded;
    await Promise.resolve();
    expect(auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });
});
