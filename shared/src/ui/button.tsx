import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block?: boolean;
}

const padding: Record<ButtonSize, string> = {
  sm: '6px 12px',
  md: '10px 18px',
  lg: '14px 26px',
};

/** Shared by Button and LinkButton so a link can look exactly like a button. */
export const buttonStyles = css<StyleProps>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ $size }) => padding[$size]};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '44px')};
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : $size === 'lg' ? '1.125rem' : '1rem')};
  font-weight: 600;
  letter-spacing: 0.02em;
  line-height: 1.2;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s,
    transform 0.1s;

  ${({ theme, $variant }) => {
    const { colors } = theme;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${colors.primary};
          color: ${colors.primaryText};
          &:hover:not(:disabled):not([aria-disabled='true']) {
            filter: brightness(1.08);
          }
        `;
      // The member's accent marks the actions that are not the page's main one: outlined, and
      // as text for ghost buttons, so on dark they read as live controls, not greyed out.
      case 'secondary':
        return css`
          background: transparent;
          color: ${colors.accent};
          border-color: ${colors.accent};
          &:hover:not(:disabled):not([aria-disabled='true']) {
            background: ${colors.surfaceRaised};
            box-shadow: inset 0 0 0 1px ${colors.accent};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${colors.accent};
          &:hover:not(:disabled):not([aria-disabled='true']) {
            background: ${colors.surfaceRaised};
          }
        `;
      case 'danger':
        return css`
          background: transparent;
          color: ${colors.danger};
          border-color: ${colors.danger};
          &:hover:not(:disabled):not([aria-disabled='true']) {
            background: ${colors.surfaceRaised};
          }
        `;
    }
  }}

  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </StyledButton>
  );
}

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function LinkButton({ variant = 'primary', size = 'md', block, ...rest }: LinkButtonProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}
