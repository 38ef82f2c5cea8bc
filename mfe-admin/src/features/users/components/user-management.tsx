import { Banner, EmptyState, Input, QueryView, useSessionUser } from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../../components/section';
import { useToggleAdminRole, useUsers } from '../api/use-users';
import { searchUsers, type AdminUser } from '../lib/admin-user';
import { RoleChangeModal } from './role-change-modal';
import { UserRow } from './user-row';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function UserManagement() {
  const users = useUsers();
  const toggle = useToggleAdminRole();
  const [query, setQuery] = useState('');
  // The row whose role change waits for confirmation.
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const me = useSessionUser();
  // The one row being changed: its button spins until the list has reloaded.
  const workingId = toggle.isPending ? (toggle.variables?.id ?? null) : null;

  return (
    <Section title="User Management">
      <Input
        type="search"
        aria-label="Search users by e-mail"
        placeholder="Search users..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {/* The database's refusal (e.g. removing the last admin) must be read, so it stays. */}
      {toggle.error && (
        <Banner tone="error" onDismiss={() => toggle.reset()}>
          {toggle.error.message || 'Could not change the role.'}
        </Banner>
      )}
      <QueryView
        query={users}
        loadingLabel="Loading users..."
        errorTitle="Could not load the users"
      >
        {(all) => {
          const shown = searchUsers(all, query);
          if (shown.length === 0) return <EmptyState title="No users found" />;
          return (
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
          );
        }}
      </QueryView>
      {confirming && (
        <RoleChangeModal
          user={confirming}
          isSelf={confirming.id === me?.id}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            toggle.mutate(confirming, {
              onError: (error) => console.error('Failed to change the admin role', error),
            });
          }}
        />
      )}
    </Section>
  );
}
