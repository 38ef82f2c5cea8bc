import styled from 'styled-components';
import {
  LinkButton,
  Modal,
  buttonStyles,
  siteConfig,
  type ButtonSize,
  type ButtonVariant,
} from '@norsecraft/shared';
import { t } from '../../../lib/i18n';

/** The registration is on another site: a plain link that looks like the primary button. */
const ExternalButton = styled.a<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;

interface MembershipDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Membership runs through a Swedish association; everyone else is pointed to VIP. */
export function MembershipDialog({ open, onClose }: MembershipDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('members.dialog.title')}
      footer={
        <>
          <LinkButton to="/store" variant="secondary">
            {t('members.dialog.vip')}
          </LinkButton>
          <ExternalButton
            $variant="primary"
            $size="md"
            href={siteConfig.membershipUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('members.dialog.continue')}
          </ExternalButton>
        </>
      }
    >
      <p>{t('members.dialog.body')}</p>
      <p>{t('members.dialog.notCitizen')}</p>
    </Modal>
  );
}
