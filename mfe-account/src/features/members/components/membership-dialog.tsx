import styled from 'styled-components';
import {
  LinkButton,
  Modal,
  buttonStyles,
  siteConfig,
  type ButtonSize,
  type ButtonVariant,
} from '@norsecraft/shared';

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
      title="Swedish Citizenship Required"
      footer={
        <>
          <LinkButton to="/store" variant="secondary">
            Get VIP Instead
          </LinkButton>
          <ExternalButton
            $variant="primary"
            $size="md"
            href={siteConfig.membershipUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Continue to Registration
          </ExternalButton>
        </>
      }
    >
      <p>
        Membership is run by a non-profit association in Sweden and is open to Swedish citizens
        only. Registration continues on the association&apos;s own site.
      </p>
      <p>Not a Swedish citizen? A VIP rank from the store gives you many of the same perks.</p>
    </Modal>
  );
}
