import { Banner, EmptyState, Input, LoadingState, useSessionUser } from '@norsecraft/shared';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../dashboard/components/section';
import { useLoadedList } from '../../dashboard/lib/use-loaded-list';
import type { ShowNotice } from '../../dashboard/lib/use-notice';
import { fetchUsers, grantAdmin, revokeAdmin } from '../api/users';
import { isAdminUser, searchUsers, type AdminUser } from '../lib/admin-user';
import { RoleChangeModal } from './role-change-modal';
import { UserRow } from './user-row';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

interface UserManagementProps {
  onChanged: () => void;
  onError: ShowNotice;
}

export function UserManagement({ onChanged, onError }: UserManagementProps) {
  const { items: users, refresh } = useLoadedList(fetchUsers, 'Could not load the users.', onError);
  const [query, setQuery] = useState('');
  const [workingId, setWorkingId] = useState<string | null>(null);
  // The database's refusal (e.g. removing the last admin) must be read, so it stays in place.
  const [toggleError, setToggleError] = useState<string | null>(null);
  // The row whose role change waits for confirmation.
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const me = useSessionUser();

  async function toggle(user: AdminUser) {
    setWorkingId(user.id);
    setToggleError(null);
    try {
      await (isAdminUser(user) ? revokeAdmin(user.id) : grantAdmin(user.id));
      onChanged();
    } catch (error) {
      console.error('Failed to change the admin role', error);
      setToggleError(error instanceof Error ? error.message : 'Could not change the role.');
    } finally {
      await refresh();
      setWorkingId(null);
    }
  }

  const shown = useMemo(() => searchUsers(users ?? [], query), [users, query]);

  return (
    <Section title="User Management">
      <Input
        type="search"
        aria-label="Search users by e-mail"
        placeholder="Search users..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {toggleError && (
        <Banner tone="error" onDismiss={() => setToggleError(null)}>
          {toggleError}
        </Banner>
      )}
      {users === null ? (
        <LoadingState label="Loading users..." />
      ) : shown.length === 0 ? (
        <EmptyState title="No users found" />
      ) : (
        <List aria-label="Users">
          {shown.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              working={workingId === user.id}
              disabled={workingId !== null && workingId !== user.id}
              onToggle={setConfirming}
            />
          ))}
        </List>
      )}
      {confirming && (
        <RoleChangeModal
          user={confirming}
          isSelf={confirming.id === me?.id}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void toggle(confirming);
          }}
        />
      )}
    </Section>
  );
}
