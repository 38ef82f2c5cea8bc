import styled, { keyframes } from 'styled-components';
import { t } from '../i18n/shared-messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

const SIZES = { sm: 16, md: 28, lg: 44 } as const;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 9))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Read by screen readers; pass `decorative` when the surrounding element already says it. */
  label?: string;
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  label = t('spinner.loading'),
  decorative,
  className,
}: SpinnerProps) {
  return decorative ? (
    <Ring $size={SIZES[size]} aria-hidden="true" className={className} />
  ) : (
    <Ring $size={SIZES[size]} role="status" aria-label={label} className={className} />
  );
}
