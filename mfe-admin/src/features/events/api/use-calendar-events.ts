import {
  calendarEventKeys,
  createCalendarEvent,
  deleteCalendarEvent,
  getUpcomingEvents,
  notify,
  todayIso,
  type CalendarEventInput,
} from '@norsecraft/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { createdNotice } from '../lib/created-notice';
import { t } from '../../../lib/dashboard-i18n';

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
function useInvalidateAfterEventWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarEventKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
    ]);
}

/**
 * The form shows a failure beside its fields; the notice says where the event went (one dated
 * in the past is on the calendar, not in the upcoming list).
 */
export function useCreateCalendarEvent() {
  const invalidate = useInvalidateAfterEventWrite();
  return useMutation({
    mutationFn: (input: CalendarEventInput) => createCalendarEvent(input),
    onSuccess: (_result, input) => notify(createdNotice(input, todayIso())),
    onSettled: invalidate,
  });
}

/** A failed delete is told in a notice: the dialog has closed by then. */
export function useDeleteCalendarEvent() {
  const invalidate = useInvalidateAfterEventWrite();
  return useMutation({
    mutationFn: (id: number) => deleteCalendarEvent(id),
    onSettled: invalidate,
    meta: { success: t('events.deleted'), failure: t('events.deleteFailed') },
  });
}
