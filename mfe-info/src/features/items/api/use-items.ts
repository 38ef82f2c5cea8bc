import { useQuery } from '@tanstack/react-query';
import { getItems, itemsKey } from './get-items';

export const useItems = () => useQuery({ queryKey: itemsKey, queryFn: getItems });
