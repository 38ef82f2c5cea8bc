import { useAtomValue } from 'jotai';
import { useServerFirst } from '../lib/server-first';
import { authInitialisedAtom, isAdminAtom, sessionUserAtom } from './atoms';
import type { SessionUser } from './types';

// The server renders every page as a signed-out visitor whose session is not checked: the
// browser renders the same while it hydrates that HTML, then the stored user (server-first.ts).

export function useSessionUser(): SessionUser | null {
  return useServerFirst(useAtomValue(sessionUserAtom), null);
}

export function useIsAdmin(): boolean {
  return useServerFirst(useAtomValue(isAdminAtom), false);
}

export function useAuthInitialised(): boolean {
  return useServerFirst(useAtomValue(authInitialisedAtom), false);
}
