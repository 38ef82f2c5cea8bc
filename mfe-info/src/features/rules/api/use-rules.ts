import { useQuery } from '@tanstack/react-query';
import { rulesQuery } from './get-rules';

export const useRules = () => useQuery(rulesQuery);
