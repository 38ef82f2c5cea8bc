import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { getStats } from './get-stats';

export const useStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: getStats });
