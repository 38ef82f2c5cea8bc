import {
  calendarEventKeys,
  createCalendarEvent,
  deleteCalendarEvent,
  getUpcomingEvents,
} from '@norsecraft/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';

/**
 * One page of the events from `from` (YYYY-MM-DD) on, soonest first (shared module with the
 * calendar page). The page shown stays while the next loads.
 */
export const useUpcomingEvents = (from: string, page: number) =>
  useQuery({
    queryKey: calendarEventKeys.upcoming(from, page),
    queryFn: ({ signal }) => getUpcomingEvents(from, page, signal),
    placeholderData: keepPreviousData,
  });

/**
 * After any write the events (here and on the calendar), the dashboard's counts and the audit log
 * reload.
 */
function useEventWrite<Args>(write: (args: Args) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => write(args),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarEventKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]),
  });
}

export const useCreateCalendarEvent = () => useEventWrite(createCalendarEvent);
export const useDeleteCalendarEvent = () => useEventWrite(deleteCalendarEvent);
