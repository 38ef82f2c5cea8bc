import { ConfirmDialog } from '@norsecraft/shared';
import { isAdminUser, type AdminUser } from '../lib/admin-user';
import { t } from '../../../lib/dashboard-i18n';

interface RoleChangeModalProps {
  user: AdminUser;
  /** The signed-in admin's own row: removing the role locks them out of this page. */
  isSelf: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A role change takes effect at once (and on oneself, ends access here), so it asks first. */
export function RoleChangeModal({ user, isSelf, onConfirm, onClose }: RoleChangeModalProps) {
  const revoking = isAdminUser(user);
  return (
    <ConfirmDialog
      open
      title={revoking ? t('users.confirmRemove') : t('users.confirmMake')}
      confirmLabel={revoking ? t('users.removeAdmin') : t('users.makeAdmin')}
      tone={revoking ? 'danger' : 'primary'}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {revoking && isSelf ? (
        <p>{t('users.removeSelf')}</p>
      ) : revoking ? (
        <p>{t('users.removeOther', { email: user.email })}</p>
      ) : (
        <p>{t('users.makeOther', { email: user.email })}</p>
      )}
    </ConfirmDialog>
  );
}
