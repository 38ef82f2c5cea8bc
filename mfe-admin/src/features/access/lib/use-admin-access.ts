import { useSessionUser } from '@norsecraft/shared';
import { useEffect, useState } from 'react';
import { currentUserIsAdmin } from '../api/admin-access';

export type AdminAccess = 'checking' | 'allowed' | 'denied';

/**
 * Spec 4: on load the user's role is read from the database. The shell already keeps
 * non-admins out, but this remote decides for itself; the check runs again when the signed-in
 * user changes (sign-out or another account in another tab).
 */
export function useAdminAccess(): AdminAccess {
  const userId = useSessionUser()?.id ?? null;
  const [result, setResult] = useState<{ userId: string | null; access: AdminAccess }>({
    userId,
    access: 'checking',
  });

  useEffect(() => {
    let current = true;
    currentUserIsAdmin()
      .catch((error: unknown) => {
        console.error('Failed to check admin role', error);
        return false;
      })
      .then((isAdmin) => {
        if (current) setResult({ userId, access: isAdmin ? 'allowed' : 'denied' });
      });
    return () => {
      current = false;
    };
  }, [userId]);

  // A result for a previous user is stale: show "checking" until the new one arrives.
  return result.userId === userId ? result.access : 'checking';
}
