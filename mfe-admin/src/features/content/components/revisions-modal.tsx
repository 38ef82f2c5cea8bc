import {
  Banner,
  Button,
  errorSentence,
  formatDateTime,
  LoadingState,
  Modal,
  Tag,
} from '@norsecraft/shared';
import type { ContentKindSpec, ContentRow } from '@norsecraft/shared/content-kinds';
import { useState } from 'react';
import styled from 'styled-components';
import type { RevisionEntry } from '../api/content-api';
import { useRestoreRevision, useRevisions } from '../api/use-content';
import { differences, revisionAction } from '../lib/revision-diff';
import { TextDiff } from './text-diff';
import { t } from '../i18n';

const Versions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Version = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  > span {
    flex: 1 1 12rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Comparison = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3,
  h4 {
    margin: 0;
  }
  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

function Compare({
  spec,
  version,
  current,
  onRestored,
}: {
  spec: ContentKindSpec;
  version: RevisionEntry;
  current: Record<string, unknown>;
  onRestored: () => void;
}) {
  const restore = useRestoreRevision(spec);
  const changes = differences(spec, version.data as Record<string, unknown>, current);
  return (
    <Comparison aria-label={t('comparison')}>
      <h3>{t('againstNow', { at: formatDateTime(version.saved_at) })}</h3>
      {changes.length === 0 ? (
        <p>{t('same')}</p>
      ) : (
        <dl>
          {changes.map((change) => (
            <div key={change.name}>
              <dt>{change.label}</dt>
              <dd>
                {change.prose ? (
                  <TextDiff before={change.then} after={change.now} />
                ) : (
                  <>
                    <del>{change.then}</del> → <ins>{change.now}</ins>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {restore.isError && (
        <Banner tone="error">{errorSentence(restore.error, t('restoreFailed'))}</Banner>
      )}
      <div>
        <Button
          loading={restore.isPending}
          disabled={changes.length === 0}
          onClick={() => restore.mutate(version.id, { onSuccess: onRestored })}
        >
          {t('restore')}
        </Button>
      </div>
    </Comparison>
  );
}

/** A row's kept versions (who, when); one compared with the row now, and restored. */
export function RevisionsModal({
  spec,
  row,
  onClose,
}: {
  spec: ContentKindSpec;
  row: ContentRow;
  onClose: () => void;
}) {
  const revisions = useRevisions(spec, row.id);
  const [selected, setSelected] = useState<number | null>(null);
  const version = revisions.data?.find((entry) => entry.id === selected);
  // The newest version is the row as it is now (a restore adds one, so this follows it).
  const current = (revisions.data?.[0]?.data as Record<string, unknown> | undefined) ?? row;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('versionsTitle', { title: String(row[spec.titleField] ?? spec.singular) })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {revisions.isPending ? (
        <LoadingState label={t('loadingVersions')} />
      ) : revisions.isError ? (
        <Banner tone="error">{errorSentence(revisions.error, t('versionsFailed'))}</Banner>
      ) : (
        <Versions aria-label={t('versionsList')}>
          {revisions.data.map((entry, i) => (
            <Version key={entry.id}>
              <Tag $tone={i === 0 ? 'primary' : 'neutral'}>
                {i === 0 ? t('now') : revisionAction(entry.action)}
              </Tag>
              <span>
                {t('savedBy', {
                  action: revisionAction(entry.action),
                  name: entry.saved_by_name ?? t('theSite'),
                  at: formatDateTime(entry.saved_at),
                })}
              </span>
              {i > 0 && (
                <Button
                  size="sm"
                  variant={selected === entry.id ? 'primary' : 'secondary'}
                  aria-pressed={selected === entry.id}
                  onClick={() => setSelected(entry.id)}
                >
                  {t('compare')}
                </Button>
              )}
            </Version>
          ))}
        </Versions>
      )}
      {version && (
        <Compare
          spec={spec}
          version={version}
          current={current}
          onRestored={() => setSelected(null)}
        />
      )}
    </Modal>
  );
}
