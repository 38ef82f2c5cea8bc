import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../i18n/shared-messages';

export type BannerTone = 'error' | 'success' | 'info' | 'warning';

const Box = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid currentColor;
  border-left-width: 4px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme, $tone }) =>
    ({
      error: theme.colors.danger,
      success: theme.colors.success,
      info: theme.colors.info,
      warning: theme.colors.warning,
    })[$tone]};
`;

const Body = styled.div`
  flex: 1;
  color: ${({ theme }) => theme.colors.text};
`;

const Dismiss = styled.button`
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  font-size: 1.25rem;
  line-height: 1;
  padding: 0 ${({ theme }) => theme.space(1)};
`;

export interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** Errors and warnings interrupt (role=alert); success and info are announced politely. */
export function Banner({ tone, children, onDismiss, className }: BannerProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <Box $tone={tone} role={urgent ? 'alert' : 'status'} className={className}>
      <Body>{children}</Body>
      {onDismiss && (
        <Dismiss type="button" aria-label={t('notice.dismiss')} onClick={onDismiss}>
          ×
        </Dismiss>
      )}
    </Box>
  );
}
