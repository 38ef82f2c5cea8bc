import { getMyAuctions, myAuctionsKey, settleEndedAuctions } from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Read again every visit and every minute: another member's bid moves a listing between groups. */
const REFRESH_MS = 60_000;

export function useMyAuctions(userId: string) {
  // An auction that ended since anyone looked is settled now: its winner gets the notice and mail.
  useEffect(() => settleEndedAuctions(), []);
  return useQuery({
    queryKey: myAuctionsKey(userId),
    queryFn: getMyAuctions,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}
