import { useQuery } from '@tanstack/react-query';
import { getPlayer, playerKey } from './get-player';

export const usePlayer = (name: string) =>
  useQuery({ queryKey: playerKey(name), queryFn: ({ signal }) => getPlayer(name, signal) });
