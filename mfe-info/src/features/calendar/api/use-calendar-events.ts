import {
  calendarEventKeys,
  createCalendarEvent,
  deleteCalendarEvent,
  getCalendarEvents,
  updateCalendarEvent,
  type CalendarEventInput,
} from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The calendar's events (shared module and cache entry with the admin dashboard). */
export const useCalendarEvents = () =>
  useQuery({ queryKey: calendarEventKeys.all, queryFn: getCalendarEvents });

/** Spec: the list reloads after each change. */
function useEventWrite<Args>(write: (args: Args) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => write(args),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarEventKeys.all }),
  });
}

/** Adds an event (no id) or changes one. */
export const useSaveCalendarEvent = () =>
  useEventWrite(({ id, input }: { id: number | null; input: CalendarEventInput }) =>
    id === null ? createCalendarEvent(input) : updateCalendarEvent(id, input),
  );

export const useDeleteCalendarEvent = () => useEventWrite(deleteCalendarEvent);
