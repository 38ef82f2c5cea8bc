import { supabase } from '@norsecraft/shared';

export const pendingEmailKey = (userId: string) => ['pending-email', userId] as const;

/**
 * The address a started e-mail change is waiting to confirm (the auth server's `new_email`), or
 * null. The account keeps its address until the links mailed to both addresses are followed
 * (docs/product/account.md#profile).
 */
export async function getPendingEmail(): Promise<string | null> {
  const { data, error } = await supabase.auth.getUser();
  if (error) throw error;
  return data.user.new_email || null;
}
