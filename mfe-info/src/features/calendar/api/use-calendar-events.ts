import {
  calendarEventKeys,
  createCalendarEvent,
  deleteCalendarEvent,
  getCountedCalendarEvents,
  notify,
  updateCalendarEvent,
  type CalendarEventInput,
  type DateRange,
} from '@norsecraft/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../i18n';

/**
 * The events of a month's grid, and of the selected day when it lies outside (shared module
 * with the admin dashboard). The month shown stays while the next one loads.
 */
export const useCalendarEvents = (range: DateRange, extraDay: string | null) =>
  useQuery({
    queryKey: calendarEventKeys.range(range, extraDay),
    queryFn: ({ signal }) => getCountedCalendarEvents(range, extraDay, signal),
    placeholderData: keepPreviousData,
  });

/**
 * Every event of one day, asked for on its own when the month held more events than one request
 * brings (the month's answer then stops part way).
 */
export const useDayEvents = (day: string, enabled: boolean) =>
  useQuery({
    queryKey: calendarEventKeys.range({ from: day, to: day }, null),
    queryFn: ({ signal }) => getCountedCalendarEvents({ from: day, to: day }, null, signal),
    enabled,
  });

/** Spec: the list reloads after each change. */
function useReloadEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarEventKeys.all });
}

/** Adds an event (no id) or changes one; the form shows a failure beside its fields. */
export function useSaveCalendarEvent() {
  const reload = useReloadEvents();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CalendarEventInput }) =>
      id === null ? createCalendarEvent(input) : updateCalendarEvent(id, input),
    onSuccess: (_result, { id, input }) =>
      notify(
        id === null
          ? t('cal.added', { title: input.title })
          : t('cal.saved', { title: input.title }),
      ),
    onSettled: reload,
  });
}

/** A failed delete is told in a notice: the confirmation has closed by then. */
export function useDeleteCalendarEvent() {
  const reload = useReloadEvents();
  return useMutation({
    mutationFn: (id: number) => deleteCalendarEvent(id),
    onSettled: reload,
    meta: { success: t('cal.deleted'), failure: t('cal.deleteFailed') },
  });
}
