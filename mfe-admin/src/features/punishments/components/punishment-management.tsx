import {
  Button,
  ConfirmDialog,
  EmptyState,
  Pagination,
  PunishmentList,
  PUNISHMENTS_PER_PAGE,
  PunishmentToolbar,
  QueryView,
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
      <Note>From the game server: change it there.</Note>
    ) : (
      <>
        <Button size="sm" variant="secondary" onClick={() => setEditing(punishment)}>
          Edit Reason
        </Button>
        {punishment.in_force && (
          <Button size="sm" variant="danger" onClick={() => setRevoking(punishment)}>
            Revoke
          </Button>
        )}
      </>
    );

  return (
    <Section
      title="Punishments"
      actions={<Button onClick={() => setAdding(true)}>Add Punishment</Button>}
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
        loadingLabel="Loading punishments..."
        errorTitle="Could not load the punishments"
        isEmpty={(found) => found.rows.length === 0}
        empty={
          <EmptyState
            title="No punishments found"
            message={
              search || type !== 'all' || status !== 'all'
                ? 'Nothing matches this search and these filters.'
                : 'Add one, or let the game server send its own through the bridge.'
            }
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
              depthHint="Search for a player to see older punishments."
              onPageChange={setPage}
              label="Pages of punishments"
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
          title="Revoke punishment?"
          confirmLabel="Revoke"
          busy={revoke.isPending}
          onConfirm={() => confirmRevoke(revoking)}
          onCancel={() => setRevoking(null)}
        >
          <p>
            <bdi>{revoking.player_name}</bdi>&rsquo;s {revoking.type} ends now and reads
            &ldquo;Lifted&rdquo;. <RecordedAs /> as the staff member who lifted it. A revoke cannot
            be undone.
          </p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
