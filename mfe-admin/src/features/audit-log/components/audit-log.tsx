import {
  Button,
  EmptyState,
  Field,
  LoadingState,
  Select,
  type AdminAuditAction,
  type AdminAuditActor,
} from '@norsecraft/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../dashboard/components/section';
import type { ShowNotice } from '../../dashboard/lib/use-notice';
import {
  fetchAuditActors,
  fetchAuditPage,
  type AuditPage,
  type AuditQuery,
} from '../api/audit-log';
import { AuditEntryItem } from './audit-entry-item';
import { AUDIT_ACTIONS, pageCount } from '../lib/audit-entry';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AuditLogProps {
  /** Bumped after any change on the dashboard: the log then has new entries. */
  version: number;
  onError: ShowNotice;
}

const FIRST_PAGE: AuditQuery = { page: 0, actorId: null, action: null };

/** The admin audit log: newest first, paged, filtered by admin and by action. */
export function AuditLog({ version, onError }: AuditLogProps) {
  const [query, setQuery] = useState<AuditQuery>(FIRST_PAGE);
  // What is shown, and for which request: while another is on its way the list stays (busy).
  const [loaded, setLoaded] = useState<{ key: string; page: AuditPage } | null>(null);
  const [actors, setActors] = useState<AdminAuditActor[]>([]);
  const key = JSON.stringify([query, version]);
  const shown = loaded?.page ?? null;
  const loading = loaded?.key !== key;

  useEffect(() => {
    let current = true;
    fetchAuditPage(query).then(
      (page) => current && setLoaded({ key, page }),
      (error: unknown) => {
        if (!current) return;
        setLoaded((previous) => ({ key, page: previous?.page ?? { entries: [], total: 0 } }));
        onError('Could not load the audit log.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [key, query, onError]);

  useEffect(() => {
    fetchAuditActors().then(setActors, (error: unknown) =>
      onError('Could not load the audit log.', error),
    );
  }, [version, onError]);

  const pages = pageCount(shown?.total ?? 0);
  const filtered = query.actorId !== null || query.action !== null;

  return (
    <Section title="Audit Log">
      <Filters>
        <Field label="Admin">
          <Select
            value={query.actorId ?? ''}
            onChange={(event) =>
              setQuery({ ...query, page: 0, actorId: event.target.value || null })
            }
          >
            <option value="">All admins</option>
            {actors.map((actor) => (
              <option key={actor.actor_id} value={actor.actor_id}>
                {actor.actor_email ?? actor.actor_id}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Action">
          <Select
            value={query.action ?? ''}
            onChange={(event) =>
              setQuery({
                ...query,
                page: 0,
                action: (event.target.value || null) as AdminAuditAction | null,
              })
            }
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map(({ action, label }) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      {shown === null ? (
        <LoadingState label="Loading the audit log..." />
      ) : shown.entries.length === 0 ? (
        <EmptyState
          title="No entries"
          message={filtered ? 'Nothing matches this admin and action.' : undefined}
        />
      ) : (
        <List aria-label="Audit log entries" aria-busy={loading}>
          {shown.entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </List>
      )}
      {pages > 1 && (
        <Pager aria-label="Audit log pages">
          <Button
            variant="secondary"
            disabled={query.page === 0 || loading}
            onClick={() => setQuery({ ...query, page: query.page - 1 })}
          >
            Newer
          </Button>
          <span aria-live="polite">
            Page {query.page + 1} of {pages}
          </span>
          <Button
            variant="secondary"
            disabled={query.page >= pages - 1 || loading}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            Older
          </Button>
        </Pager>
      )}
    </Section>
  );
}
