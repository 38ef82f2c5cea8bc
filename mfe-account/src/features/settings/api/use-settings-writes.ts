import { useMutation } from '@tanstack/react-query';
import { useProfileChanged } from '../../../hooks/use-profile-changed';
import { uploadAvatar } from './upload-avatar';
import { updateSettings, type SettingsValues } from './update-settings';

/** How long 'Settings saved successfully!' stays (docs/product/account.md#settings). */
export const SAVED_MESSAGE_MS = 3000;

/**
 * Saves the settings form. The shared profile (nav, other remotes) and the cached row follow;
 * the form shows a failure beside its fields.
 */
export function useSaveSettings(userId: string) {
  const profileChanged = useProfileChanged(userId);
  return useMutation({
    mutationFn: (values: SettingsValues) => updateSettings(userId, values),
    onSuccess: () => void profileChanged(),
    meta: { success: { text: 'Settings saved successfully!', ms: SAVED_MESSAGE_MS } },
  });
}

/** Uploads a checked image as the user's avatar; the nav and every page show it at once. */
export function useUploadAvatar(userId: string) {
  const profileChanged = useProfileChanged(userId);
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(userId, file),
    onSuccess: () => profileChanged(),
    meta: { success: 'Avatar updated.' },
  });
}
