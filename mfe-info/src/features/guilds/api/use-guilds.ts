import { useQuery } from '@tanstack/react-query';
import { guildsQuery } from './get-guilds';

export const useGuilds = () => useQuery(guildsQuery);
