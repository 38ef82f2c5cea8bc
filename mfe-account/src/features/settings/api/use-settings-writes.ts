import { saveLanguage, type Language } from '@norsecraft/shared';
import { useMutation } from '@tanstack/react-query';
import { useProfileChanged } from '../../../hooks/use-profile-changed';
import { uploadAvatar } from './upload-avatar';
import { updateSettings, type SettingsValues } from './update-settings';
import { t } from '../../../lib/i18n';

/** How long 'Settings saved successfully!' stays (docs/product/account.md#settings). */
export const SAVED_MESSAGE_MS = 3000;

export interface SettingsSave {
  values: SettingsValues;
  /** A language the member chose (null: left as it was). */
  language: Language | null;
}

/**
 * Saves the settings form; a chosen language the way the shell's language switch saves it (the
 * profile and the account's metadata, which the auth e-mails read). The shared profile (nav, other
 * remotes) and the cached row follow, and with them the shell shows the page in a newly chosen
 * language; the form shows a failure beside its fields.
 */
export function useSaveSettings(userId: string) {
  const profileChanged = useProfileChanged(userId);
  return useMutation({
    mutationFn: async ({ values, language }: SettingsSave) => {
      await updateSettings(userId, values);
      if (language) await saveLanguage(userId, language);
    },
    onSuccess: () => void profileChanged(),
    meta: { success: { text: t('settings.saved'), ms: SAVED_MESSAGE_MS } },
  });
}

/** Uploads a checked image as the user's avatar; the nav and every page show it at once. */
export function useUploadAvatar(userId: string) {
  const profileChanged = useProfileChanged(userId);
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(userId, file),
    onSuccess: () => profileChanged(),
    meta: { success: t('avatar.updated') },
  });
}
