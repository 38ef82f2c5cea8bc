import { atom, getDefaultStore } from 'jotai';
import { USER_STORAGE_KEY } from '../lib/storage-keys';
import type { StaffRole } from './staff-roles';
import type { SessionUser } from './types';

/**
 * jotai is a federation singleton, so this default store is the one store of the whole site:
 * atoms set in a remote are seen by the shell and every other remote.
 */
export const appStore = getDefaultStore();

function readStoredUser(): SessionUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

function writeStoredUser(user: SessionUser | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory value still works.
  }
}

const baseSessionUserAtom = atom<SessionUser | null>(readStoredUser());

/** The signed-in user, mirrored in localStorage; null when signed out. */
export const sessionUserAtom = atom(
  (get) => get(baseSessionUserAtom),
  (_get, set, user: SessionUser | null) => {
    set(baseSessionUserAtom, user);
    writeStoredUser(user);
  },
);

/** False until the first session check finished: the shell renders nothing before that. */
export const authInitialisedAtom = atom(false);

/** The staff roles the signed-in user holds (none on any role-check failure). */
export const staffRolesAtom = atom<readonly StaffRole[]>([]);

/** Whether the signed-in user holds the admin role. */
export const isAdminAtom = atom((get) => get(staffRolesAtom).includes('admin'));
