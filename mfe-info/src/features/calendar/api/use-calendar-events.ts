import {
  calendarEventKeys,
  createCalendarEvent,
  deleteCalendarEvent,
  getCalendarEvents,
  updateCalendarEvent,
  type CalendarEventInput,
  type DateRange,
} from '@norsecraft/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The events of a month's grid, and of the selected day when it lies outside (shared module
 * with the admin dashboard). The month shown stays while the next one loads.
 */
export const useCalendarEvents = (range: DateRange, extraDay: string | null) =>
  useQuery({
    queryKey: calendarEventKeys.range(range, extraDay),
    queryFn: ({ signal }) => getCalendarEvents(range, extraDay, signal),
    placeholderData: keepPreviousData,
  });

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
