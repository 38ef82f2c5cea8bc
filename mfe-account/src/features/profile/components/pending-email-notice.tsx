import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Banner, RichText } from '@norsecraft/shared';
import { getPendingEmail, pendingEmailKey } from '../api/pending-email';
import { t } from '../../../lib/i18n';

const Notice = styled(Banner)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/**
 * A started e-mail change, explained: the address changes only once the links mailed to both the
 * current and the new address are followed (either alone changes nothing). Nothing while none is
 * pending, or when the check fails (the profile still shows the address in use).
 */
export function PendingEmailNotice({ userId, email }: { userId: string; email: string }) {
  const pending = useQuery({ queryKey: pendingEmailKey(userId), queryFn: getPendingEmail });
  if (!pending.data) return null;
  return (
    <Notice tone="info">
      <RichText
        text={t('profile.pendingEmail', { pending: pending.data, email })}
        parts={{ new: (text) => <strong>{text}</strong> }}
      />
    </Notice>
  );
}
