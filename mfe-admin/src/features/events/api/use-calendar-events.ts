import {
  calendarEventKeys,
  createCalendarEvent,
  deleteCalendarEvent,
  getCalendarEvents,
} from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';

/** The calendar's events (shared module and cache entry with the calendar page). */
export const useCalendarEvents = () =>
  useQuery({ queryKey: calendarEventKeys.all, queryFn: getCalendarEvents });

/** After any write the list, the dashboard's counts and the audit log reload. */
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
