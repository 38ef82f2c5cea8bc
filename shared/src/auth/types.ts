import type { Profile } from '../types/database';

/** The signed-in user as the whole site sees it (spec section 3, session user). */
export interface SessionUser {
  id: string;
  email: string;
  profile: Profile | null;
}
