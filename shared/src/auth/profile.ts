import { siteConfig } from '../config/site';
import type { TablesInsert } from '../types/database';

/**
 * docs/product/site.md#signed-in-user: the part of the e-mail before '@', or 'user_' plus the first
 * eight characters of the id.
 */
export function defaultUsername(id: string, email: string | null | undefined): string {
  const local = email?.split('@')[0]?.trim();
  return local ? local : `user_${id.slice(0, 8)}`;
}

export function defaultProfile(
  id: string,
  email: string | null | undefined,
): TablesInsert<'profiles'> {
  return {
    id,
    username: defaultUsername(id, email),
    avatar_url: siteConfig.defaultAvatarUrl,
    notifications_enabled: true,
    privacy_setting: 'friends',
    theme: 'dark',
  };
}
