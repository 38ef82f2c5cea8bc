import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Spinner } from './spinner';
import { t } from '../i18n/shared-messages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Message = styled.p`
  margin: 0;
  max-width: 48ch;
`;

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <Box>
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  title: ReactNode;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = t('states.retry'),
}: ErrorStateProps) {
  return (
    <Box role="alert">
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}

export function LoadingState({ label = t('states.loading') }: { label?: string }) {
  return (
    <Box>
      <Spinner size="lg" label={label} />
      <Message aria-hidden="true">{label}</Message>
    </Box>
  );
}
