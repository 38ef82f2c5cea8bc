import { useQuery } from '@tanstack/react-query';
import { achievementsQuery } from './get-achievements';

export const useAchievements = () => useQuery(achievementsQuery);
