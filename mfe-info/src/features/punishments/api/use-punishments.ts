import { useQuery } from '@tanstack/react-query';
import { getPunishments, punishmentsKey } from './get-punishments';

export const usePunishments = () => useQuery({ queryKey: punishmentsKey, queryFn: getPunishments });
