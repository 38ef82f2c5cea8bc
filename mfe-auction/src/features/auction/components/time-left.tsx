import styled from 'styled-components';
import { formatTimeLeft, isEndingSoon } from '../lib/time-left';
import { useNow } from '../lib/use-now';

const Time = styled.time`
  font-variant-numeric: tabular-nums;

  &[data-ending-soon='true'] {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 700;
  }
`;

/**
 * Re-renders on its own every second; the rest of the listing does not. A dash until the browser
 * knows the time (its HTML is sent without it).
 */
export function TimeLeft({ endTime }: { endTime: string }) {
  const now = useNow();
  if (now === null) return <Time dateTime={endTime}>—</Time>;
  return (
    <Time dateTime={endTime} data-ending-soon={isEndingSoon(endTime, now)}>
      {formatTimeLeft(endTime, now)}
    </Time>
  );
}
