import { EmptyState, Input, Pagination, QueryView, useSessionUser } from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../../components/section';
import { MAX_USER_SEARCH_LENGTH, USERS_PER_PAGE } from '../api/get-users';
import { useSetStaffRoles, useToggleAdminRole, useUsers } from '../api/use-users';
import type { AdminUser } from '../lib/admin-user';
import { useListSearch } from '../../../hooks/use-list-search';
import { RoleChangeModal } from './role-change-modal';
import { StaffRolesModal } from './staff-roles-modal';
import { UserRow } from './user-row';
import { t } from '../../../lib/dashboard-i18n';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function UserManagement() {
  const { text: query, setText: setQuery, search, page, setPage } = useListSearch('');
  const users = useUsers(search, page);
  const toggle = useToggleAdminRole();
  const setStaffRoles = useSetStaffRoles();
  const [staffRolesOf, setStaffRolesOf] = useState<AdminUser | null>(null);
  // The row whose role change waits for confirmation.
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const me = useSessionUser();
  // The one row being changed: its button spins until the list has reloaded.
  const workingId = toggle.isPending ? (toggle.variables?.id ?? null) : null;

  return (
    <Section title={t('users.title')}>
      <Input
        type="search"
        aria-label={t('users.searchLabel')}
        placeholder={t('users.placeholder')}
        maxLength={MAX_USER_SEARCH_LENGTH}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <QueryView
        query={users}
        loadingLabel={t('users.loading')}
        errorTitle={t('users.failed')}
        isEmpty={(found) => found.rows.length === 0}
        empty={<EmptyState title={t('users.none')} />}
      >
        {(found) => (
          <div aria-busy={users.isFetching}>
            <List aria-label={t('users.list')}>
              {found.rows.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  working={workingId === user.id}
                  disabled={workingId !== null && workingId !== user.id}
                  onToggle={setConfirming}
                  onStaffRoles={setStaffRolesOf}
                />
              ))}
            </List>
            <Pagination
              page={found.page}
              pageSize={USERS_PER_PAGE}
              total={found.total}
              totalIsLowerBound={!found.total_is_exact}
              onPageChange={setPage}
              label={t('users.pages')}
            />
          </div>
        )}
      </QueryView>
      {staffRolesOf && (
        <StaffRolesModal
          user={staffRolesOf}
          onSave={(wanted) =>
            setStaffRoles.mutateAsync(
              { user: staffRolesOf, wanted },
              { onSuccess: () => setStaffRolesOf(null) },
            )
          }
          onClose={() => setStaffRolesOf(null)}
        />
      )}
      {confirming && (
        <RoleChangeModal
          user={confirming}
          isSelf={confirming.id === me?.id}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            toggle.mutate(confirming);
          }}
        />
      )}
    </Section>
  );
}
