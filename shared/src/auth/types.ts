import type { Profile } from '../types/database';

/** The signed-in user as the whole site sees it (docs/product/site.md#signed-in-user). */
export interface SessionUser {
  id: string;
  email: string;
  profile: Profile | null;
}
