import { DataError, PUBLIC_NAME_ERRORS, supabase, type Profile } from '@norsecraft/shared';

/**
 * The columns the settings form edits (docs/product/account.md#settings). The game name is no
 * longer one of them: it comes from the game (the game account section).
 */
export type SettingsValues = Pick<
  Profile,
  'public_name' | 'notifications_enabled' | 'privacy_setting' | 'theme' | 'accent_color'
>;

const PUBLIC_NAME_REFUSALS: ReadonlySet<string> = new Set(Object.values(PUBLIC_NAME_ERRORS));

/** The database refused the public name (taken by another member, …); `message` says why. */
export class PublicNameRefusedError extends Error {
  override name = 'PublicNameRefusedError';
}

/**
 * Stores the settings. A public name the database refuses throws PublicNameRefusedError with its
 * message; any other failure a DataError.
 */
export async function updateSettings(userId: string, values: SettingsValues): Promise<void> {
  const { error, status } = await supabase.from('profiles').update(values).eq('id', userId);
  if (!error) return;
  if (PUBLIC_NAME_REFUSALS.has(error.message)) throw new PublicNameRefusedError(error.message);
  throw new DataError(error.message, status, error.code);
}
