import { supabase, unwrap, type Profile } from '@norsecraft/shared';

/** The columns the settings form edits (docs/product/account.md#settings). */
export type SettingsValues = Pick<
  Profile,
  'minecraft_username' | 'notifications_enabled' | 'privacy_setting' | 'theme' | 'accent_color'
>;

export async function updateSettings(userId: string, values: SettingsValues): Promise<void> {
  unwrap(await supabase.from('profiles').update(values).eq('id', userId));
}
