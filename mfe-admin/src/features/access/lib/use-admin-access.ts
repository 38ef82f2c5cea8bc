import { useSessionUser } from '@norsecraft/shared';
import { useCallback, useEffect, useState } from 'react';
import { currentUserIsAdmin } from '../api/admin-access';
import { RoleCheckUnavailableError } from './role-check-unavailable-error';

export type AdminAccess = 'checking' | 'allowed' | 'denied' | 'unavailable';

/**
 * On load the user's role is read from the database (docs/product/admin.md#who-is-an-admin). The
 * shell already keeps non-admins out, but this remote decides for itself; the check runs again when
 * the signed-in user changes (sign-out or another account in another tab) and on `retry`. When the
 * backend cannot be reached the answer is 'unavailable' rather than 'denied': an admin must not be
 * sent away from the dashboard by an outage.
 */
export function useAdminAccess(): { access: AdminAccess; retry: () => void } {
  const userId = useSessionUser()?.id ?? null;
  const [attempt, setAttempt] = useState(0);
  const key = `${userId ?? ''}#${attempt}`;
  const [result, setResult] = useState<{ key: string; access: AdminAccess }>({
    key,
    access: 'checking',
  });

  useEffect(() => {
    let current = true;
    currentUserIsAdmin()
      .then(
        (isAdmin): AdminAccess => (isAdmin ? 'allowed' : 'denied'),
        (error: unknown): AdminAccess => {
          console.error('Failed to check admin role', error);
          return error instanceof RoleCheckUnavailableError ? 'unavailable' : 'denied';
        },
      )
      .then((access) => {
        if (current) setResult({ key, access });
      });
    return () => {
      current = false;
    };
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A result for a previous user or attempt is stale: show "checking" until the new one arrives.
  return { access: result.key === key ? result.access : 'checking', retry };
}
