import { useQuery } from '@tanstack/react-query';
import { storeQuery } from './get-store';

export const useStore = () => useQuery(storeQuery);
