import { supabase, unwrap, type Profile } from '@norsecraft/shared';

/** The columns the settings form edits (spec section 7, plus the accent colour of issue 4). */
export type SettingsValues = Pick<
  Profile,
  'minecraft_username' | 'notifications_enabled' | 'privacy_setting' | 'theme' | 'accent_color'
>;

export async function updateSettings(userId: string, values: SettingsValues): Promise<void> {
  unwrap(await supabase.from('profiles').update(values).eq('id', userId));
}
