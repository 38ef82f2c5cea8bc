import { Button, Tag, Truncate } from '@norsecraft/shared';
import styled from 'styled-components';
import { isAdminUser, roleLabel, staffRoleLabels, type AdminUser } from '../lib/admin-user';
import { t } from '../../../lib/dashboard-i18n';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Email = styled(Truncate)`
  flex: 1 1 200px;
`;

interface UserRowProps {
  user: AdminUser;
  working: boolean;
  /** Another row is being changed: one role change at a time. */
  disabled: boolean;
  onToggle: (user: AdminUser) => void;
  /** Opens the editor and moderator roles of the user. */
  onStaffRoles: (user: AdminUser) => void;
}

export function UserRow({ user, working, disabled, onToggle, onStaffRoles }: UserRowProps) {
  const admin = isAdminUser(user);
  return (
    <Row>
      <Email text={user.email ?? ''} />
      <Tag $tone={admin ? 'primary' : 'neutral'}>{roleLabel(user)}</Tag>
      {staffRoleLabels(user).map((label) => (
        <Tag key={label} $tone="info">
          {label}
        </Tag>
      ))}
      <Button
        size="sm"
        variant="ghost"
        disabled={disabled || working}
        onClick={() => onStaffRoles(user)}
        aria-label={t('users.staffRolesOf', { email: user.email ?? t('users.thisUser') })}
      >
        {t('users.staffRoles')}
      </Button>
      <Button
        size="sm"
        variant={admin ? 'danger' : 'secondary'}
        loading={working}
        disabled={disabled}
        onClick={() => onToggle(user)}
      >
        {admin ? t('users.removeAdmin') : t('users.makeAdmin')}
      </Button>
    </Row>
  );
}
