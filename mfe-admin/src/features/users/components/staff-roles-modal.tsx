import { Checkbox, FormModal, type StaffRole } from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminUser } from '../lib/admin-user';
import { t } from '../../../lib/dashboard-i18n';

const Roles = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const ROLES: readonly { role: StaffRole; label: () => string }[] = [
  { role: 'editor', label: () => t('users.roleEditor') },
  { role: 'moderator', label: () => t('users.roleModerator') },
];

/** Gives or takes a user's editor and moderator roles (admin stays its own button). */
export function StaffRolesModal({
  user,
  onSave,
  onClose,
}: {
  user: AdminUser;
  onSave: (wanted: StaffRole[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const [wanted, setWanted] = useState<StaffRole[]>(
    ROLES.map(({ role }) => role).filter((role) => user.roles.includes(role)),
  );
  const toggle = (role: StaffRole, on: boolean) =>
    setWanted((current) => (on ? [...current, role] : current.filter((r) => r !== role)));
  return (
    <FormModal
      title={t('users.rolesTitle')}
      submitLabel={t('users.saveRoles')}
      check={() => null}
      save={() => onSave(wanted)}
      failureMessage={t('users.rolesFailed')}
      onClose={onClose}
    >
      <Roles>
        <legend>{t('users.rolesLegend', { email: user.email ?? t('users.thisUser') })}</legend>
        {ROLES.map(({ role, label }) => (
          <Checkbox
            key={role}
            label={label()}
            checked={wanted.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
        ))}
      </Roles>
    </FormModal>
  );
}
