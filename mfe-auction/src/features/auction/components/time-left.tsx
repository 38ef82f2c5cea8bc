import { formatTimeLeft } from '../lib/time-left';
import { useNow } from '../lib/use-now';

/** Re-renders on its own every second; the rest of the listing does not. */
export function TimeLeft({ endTime }: { endTime: string }) {
  const now = useNow();
  return <time dateTime={endTime}>{formatTimeLeft(endTime, now)}</time>;
}
