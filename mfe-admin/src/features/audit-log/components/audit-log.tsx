import {
  Button,
  EmptyState,
  Field,
  QueryView,
  Select,
  type AdminAuditAction,
} from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../../components/section';
import type { AuditQuery } from '../api/get-audit-log';
import { useAuditActors, useAuditPage } from '../api/use-audit-log';
import { AUDIT_ACTIONS, pageCount } from '../lib/audit-entry';
import { AuditEntryItem } from './audit-entry-item';

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

const FIRST_PAGE: AuditQuery = { page: 0, actorId: null, action: null };

/** The admin audit log: newest first, paged, filtered by admin and by action. */
export function AuditLog() {
  const [query, setQuery] = useState<AuditQuery>(FIRST_PAGE);
  const log = useAuditPage(query);
  const actors = useAuditActors().data ?? [];
  // The previous page stays on screen, dimmed, while the one asked for loads.
  const loading = log.isPlaceholderData;

  const pages = pageCount(log.data?.total ?? 0);
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
                {/* An admin whose account was deleted since has no e-mail left. */}
                {actor.actor_email ?? `Deleted account ${actor.actor_id?.slice(0, 8) ?? ''}`}
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
      <QueryView
        query={log}
        loadingLabel="Loading the audit log..."
        errorTitle="Could not load the audit log"
        isEmpty={({ entries }) => entries.length === 0}
        empty={
          <EmptyState
            title="No entries"
            message={filtered ? 'Nothing matches this admin and action.' : undefined}
          />
        }
      >
        {({ entries }) => (
          <List aria-label="Audit log entries" aria-busy={loading}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </List>
        )}
      </QueryView>
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
