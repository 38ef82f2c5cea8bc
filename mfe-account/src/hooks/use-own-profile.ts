import { useQuery } from '@tanstack/react-query';
import { getOwnProfile, ownProfileKey } from '../lib/own-profile';

/** The profile and settings pages' own-profile query. */
export const useOwnProfile = (userId: string) =>
  useQuery({ queryKey: ownProfileKey(userId), queryFn: () => getOwnProfile(userId) });
