import { useAtomValue } from 'jotai';
import { authInitialisedAtom, isAdminAtom, sessionUserAtom } from './atoms';
import type { SessionUser } from './types';

export function useSessionUser(): SessionUser | null {
  return useAtomValue(sessionUserAtom);
}

export function useIsAdmin(): boolean {
  return useAtomValue(isAdminAtom);
}

export function useAuthInitialised(): boolean {
  return useAtomValue(authInitialisedAtom);
}
