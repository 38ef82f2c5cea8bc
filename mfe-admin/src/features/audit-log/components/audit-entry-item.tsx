import { formatDateTime, RichText, Tag, timeAgo, type AdminAuditEntry } from '@norsecraft/shared';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { actionTone, actionLabel, actorName, auditSummary, fieldChanges } from '../lib/audit-entry';
import { t } from '../../../lib/dashboard-i18n';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  &:last-child {
    border-bottom: 0;
  }
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Actor = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Changes = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** `text` with the name it holds isolated (`<bdi>`): a name's direction never reorders the rest. */
function withNameIsolated(text: string, name: string | null): ReactNode {
  if (!name || !text.includes(name)) return text;
  return text
    .split(name)
    .flatMap((part, i) => (i === 0 ? [part] : [<bdi key={i}>{name}</bdi>, part]));
}

/** One entry: what happened, to whom or what, by whom, when, and what an edit changed. */
export function AuditEntryItem({ entry }: { entry: AdminAuditEntry }) {
  const changes = fieldChanges(entry);
  return (
    <Item>
      <Head>
        <Tag $tone={actionTone(entry.action)}>{actionLabel(entry.action)}</Tag>
        <time dateTime={entry.at} title={formatDateTime(entry.at)}>
          {timeAgo(entry.at)}
        </time>
      </Head>
      <p>{withNameIsolated(auditSummary(entry), entry.target_label)}</p>
      <Actor>
        <RichText
          text={t('audit.by', { actor: actorName(entry) })}
          parts={{ actor: (name) => <bdi>{name}</bdi> }}
        />
      </Actor>
      {changes.length > 0 && (
        <Changes aria-label={t('audit.changes')}>
          {changes.map(({ field, before, after }) => (
            <Fragment key={field}>
              <dt>{field}</dt>
              <dd>
                <del>{before}</del> → <ins>{after}</ins>
              </dd>
            </Fragment>
          ))}
        </Changes>
      )}
    </Item>
  );
}
