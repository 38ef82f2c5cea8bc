import {
  Banner,
  EmptyState,
  ErrorState,
  Input,
  LoadingState,
  Pagination,
  useAsyncData,
  useSessionUser,
} from '@norsecraft/shared';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../dashboard/components/section';
import { getAdminUsers, MAX_USER_SEARCH_LENGTH, USERS_PER_PAGE } from '../api/get-admin-users';
import { grantAdmin, revokeAdmin } from '../api/users';
import { isAdminUser, type AdminUser } from '../lib/admin-user';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { RoleChangeModal } from './role-change-modal';
import { UserRow } from './user-row';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Typing settles this long before the search goes to the database. */
const SEARCH_DELAY_MS = 250;

interface UserManagementProps {
  onChanged: () => void;
}

export function UserManagement({ onChanged }: UserManagementProps) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  // A new search starts on its first page.
  const [pageFor, setPageFor] = useState(search);
  if (pageFor !== search) {
    setPageFor(search);
    setPage(1);
  }
  const { data, error, loading, busy, reload } = useAsyncData(
    useCallback((signal: AbortSignal) => getAdminUsers(search, page, signal), [search, page]),
  );
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
      reload();
      setWorkingId(null);
    }
  }

  return (
    <Section title="User Management">
      <Input
        type="search"
        aria-label="Search users by e-mail or username"
        placeholder="Search users..."
        maxLength={MAX_USER_SEARCH_LENGTH}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {toggleError && (
        <Banner tone="error" onDismiss={() => setToggleError(null)}>
          {toggleError}
        </Banner>
      )}
      {error ? (
        <ErrorState
          title="Could not load the users."
          message="Please try again later"
          onRetry={reload}
        />
      ) : loading || !data ? (
        <LoadingState label="Loading users..." />
      ) : data.rows.length === 0 ? (
        <EmptyState title="No users found" />
      ) : (
        <div aria-busy={busy}>
          <List aria-label="Users">
            {data.rows.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                working={workingId === user.id}
                disabled={workingId !== null && workingId !== user.id}
                onToggle={setConfirming}
              />
            ))}
          </List>
          <Pagination
            page={page}
            pageSize={USERS_PER_PAGE}
            total={data.total}
            totalIsLowerBound={!data.total_is_exact}
            onPageChange={setPage}
            label="Pages of users"
          />
        </div>
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
