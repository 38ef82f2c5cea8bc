import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditLogKeys, getAuditActors, getAuditPage, type AuditQuery } from './get-audit-log';

/*
 * Asked again whenever the dashboard opens (no fresh period): entries also come from other pages
 * (the calendar) and other admins, and the log is where an admin checks what just happened. The
 * dashboard's own changes invalidate it (adminKeys.auditLog).
 */

/** One page of the log; the page shown stays while the next one (or another filter) loads. */
export const useAuditPage = (query: AuditQuery) =>
  useQuery({
    queryKey: auditLogKeys.page(query),
    queryFn: () => getAuditPage(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditActors = () =>
  useQuery({ queryKey: auditLogKeys.actors, queryFn: getAuditActors, staleTime: 0 });
