import { ConfirmDialog } from '@norsecraft/shared';
import { isAdminUser, type AdminUser } from '../lib/admin-user';

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
      title={revoking ? 'Remove admin role?' : 'Make admin?'}
      confirmLabel={revoking ? 'Remove Admin' : 'Make Admin'}
      tone={revoking ? 'danger' : 'primary'}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {revoking && isSelf ? (
        <p>
          You are about to remove your own admin role. You will lose access to this dashboard at
          once, and only another admin can give it back.
        </p>
      ) : revoking ? (
        <p>{user.email} will no longer be able to manage users and events.</p>
      ) : (
        <p>{user.email} will be able to manage every user&rsquo;s role and the calendar events.</p>
      )}
    </ConfirmDialog>
  );
}
