import { useAsyncData } from '@norsecraft/shared';
import { useCallback } from 'react';
import { getPunishmentHistory } from '../api/get-punishment-history';
import { getPunishments } from '../api/get-punishments';
import type { PunishmentQuery } from './punishment-query';

export function usePunishments({ search, type, status, page }: PunishmentQuery) {
  return useAsyncData(
    useCallback(
      (signal: AbortSignal) => getPunishments({ search, type, status, page }, signal),
      [search, type, status, page],
    ),
  );
}

export function usePunishmentHistory(player: string, page: number) {
  return useAsyncData(
    useCallback(
      (signal: AbortSignal) => getPunishmentHistory(player, page, signal),
      [player, page],
    ),
  );
}
