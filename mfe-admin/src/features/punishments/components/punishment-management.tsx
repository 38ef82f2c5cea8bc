import {
  Button,
  ConfirmDialog,
  EmptyState,
  Pagination,
  PunishmentList,
  PUNISHMENTS_PER_PAGE,
  PunishmentToolbar,
  QueryView,
  RichText,
  type PunishmentListRow,
  type PunishmentStatusFilter,
  type PunishmentTypeFilter,
  useDebouncedValue,
} from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../../components/section';
import { SEARCH_DELAY_MS, useQueryPage } from '../../../hooks/use-list-search';
import { useAdminPunishments } from '../api/use-admin-punishments';
import {
  useAddPunishment,
  useEditPunishmentReason,
  useRevokePunishment,
} from '../api/use-punishment-writes';
import { AddPunishmentModal, EditReasonModal, RecordedAs } from './punishment-modals';
import { t } from '../i18n';

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/**
 * The punishment record in the back office: searched, filtered and paged in the database as the
 * public page is, with where each comes from. Punishments made on the site can have their reason
 * edited and be revoked early; the game server's are changed on the game server.
 */
export function PunishmentManagement() {
  const [draft, setDraft] = useState('');
  const search = useDebouncedValue(draft.trim(), SEARCH_DELAY_MS);
  const [type, setType] = useState<PunishmentTypeFilter>('all');
  const [status, setStatus] = useState<PunishmentStatusFilter>('all');
  const [page, setPage] = useQueryPage(`${search}\n${type}\n${status}`);
  const punishments = useAdminPunishments({ search, type, status, page });
  const add = useAddPunishment();
  const edit = useEditPunishmentReason();
  const revoke = useRevokePunishment();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PunishmentListRow | null>(null);
  const [revoking, setRevoking] = useState<PunishmentListRow | null>(null);

  function confirmRevoke(punishment: PunishmentListRow) {
    revoke.mutate(punishment.id, { onSettled: () => setRevoking(null) });
  }

  const actions = (punishment: PunishmentListRow) =>
    punishment.source !== null ? (
      <Note>{t('fromGame')}</Note>
    ) : (
      <>
        <Button size="sm" variant="secondary" onClick={() => setEditing(punishment)}>
          {t('editReason')}
        </Button>
        {punishment.in_force && (
          <Button size="sm" variant="danger" onClick={() => setRevoking(punishment)}>
            {t('revoke')}
          </Button>
        )}
      </>
    );

  return (
    <Section
      title={t('title')}
      actions={<Button onClick={() => setAdding(true)}>{t('add')}</Button>}
    >
      <PunishmentToolbar
        search={draft}
        onSearchChange={setDraft}
        type={type}
        onTypeChange={setType}
        status={status}
        onStatusChange={setStatus}
      />
      <QueryView
        query={punishments}
        loadingLabel={t('loading')}
        errorTitle={t('failed')}
        isEmpty={(found) => found.rows.length === 0}
        empty={
          <EmptyState
            title={t('none')}
            message={search || type !== 'all' || status !== 'all' ? t('noMatch') : t('noneMessage')}
          />
        }
      >
        {(found) => (
          <div aria-busy={punishments.isFetching}>
            <PunishmentList punishments={found.rows} linkPlayers showSource actions={actions} />
            <Pagination
              page={found.page}
              pageSize={PUNISHMENTS_PER_PAGE}
              total={found.total}
              totalIsLowerBound={!found.total_is_exact}
              depthHint={t('depthHint')}
              onPageChange={setPage}
              label={t('pages')}
            />
          </div>
        )}
      </QueryView>
      {adding && (
        <AddPunishmentModal
          onSubmit={async (punishment) => {
            await add.mutateAsync(punishment);
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {editing && (
        <EditReasonModal
          punishment={editing}
          onSubmit={async (reason) => {
            await edit.mutateAsync({ id: editing.id, reason });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {revoking && (
        <ConfirmDialog
          open
          title={t('revokeTitle')}
          confirmLabel={t('revoke')}
          busy={revoke.isPending}
          onConfirm={() => confirmRevoke(revoking)}
          onCancel={() => setRevoking(null)}
        >
          <p>
            <RichText
              text={t('revokeMessage', {
                player: revoking.player_name,
                type: t(`word.${revoking.type}`),
              })}
              parts={{
                player: (player) => <bdi>{player}</bdi>,
                recorded: () => <RecordedAs />,
              }}
            />
          </p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
