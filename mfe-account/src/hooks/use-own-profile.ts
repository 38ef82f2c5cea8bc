import type { Profile } from '@norsecraft/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchProfile } from '../lib/own-profile';

export type OwnProfileState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; profile: Profile };

type Settled = { key: string } & ({ status: 'error' } | { status: 'ready'; profile: Profile });

/**
 * Loads the user's profile row; `reload` retries after a failure. Each load is keyed by user and
 * attempt, so the state reads 'loading' until the answer for the current key arrives and a late
 * answer for an older key is ignored.
 */
export function useOwnProfile(
  userId: string | undefined,
): OwnProfileState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${userId ?? ''}#${attempt}`;

  useEffect(() => {
    if (!userId) return;
    fetchProfile(userId).then(
      (profile) => setSettled({ key, status: 'ready', profile }),
      (error: unknown) => {
        console.error('Failed to load profile', error);
        setSettled({ key, status: 'error' });
      },
    );
  }, [userId, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (!settled || settled.key !== key) return { status: 'loading', reload };
  return settled.status === 'ready'
    ? { status: 'ready', profile: settled.profile, reload }
    : { status: 'error', reload };
}
