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
import { actionLabel, AUDIT_ACTIONS, pageCount } from '../lib/audit-entry';
import { AuditEntryItem } from './audit-entry-item';
import { t } from '../../../lib/dashboard-i18n';

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
    <Section title={t('audit.title')}>
      <Filters>
        <Field label={t('audit.admin')}>
          <Select
            value={query.actorId ?? ''}
            onChange={(event) =>
              setQuery({ ...query, page: 0, actorId: event.target.value || null })
            }
          >
            <option value="">{t('audit.allAdmins')}</option>
            {actors.map((actor) => (
              <option key={actor.actor_id} value={actor.actor_id}>
                {/* An admin whose account was deleted since has no e-mail left. */}
                {actor.actor_email ??
                  t('audit.deletedAccount', { id: actor.actor_id?.slice(0, 8) ?? '' })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('audit.action')}>
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
            <option value="">{t('audit.allActions')}</option>
            {AUDIT_ACTIONS.map(({ action }) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      <QueryView
        query={log}
        loadingLabel={t('audit.loading')}
        errorTitle={t('audit.failed')}
        isEmpty={({ entries }) => entries.length === 0}
        empty={
          <EmptyState title={t('audit.none')} message={filtered ? t('audit.noMatch') : undefined} />
        }
      >
        {({ entries }) => (
          <List aria-label={t('audit.entries')} aria-busy={loading}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </List>
        )}
      </QueryView>
      {pages > 1 && (
        <Pager aria-label={t('audit.pages')}>
          <Button
            variant="secondary"
            disabled={query.page === 0 || loading}
            onClick={() => setQuery({ ...query, page: query.page - 1 })}
          >
            {t('audit.newer')}
          </Button>
          <span aria-live="polite">{t('audit.page', { page: query.page + 1, pages })}</span>
          <Button
            variant="secondary"
            disabled={query.page >= pages - 1 || loading}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            {t('audit.older')}
          </Button>
        </Pager>
      )}
    </Section>
  );
}
