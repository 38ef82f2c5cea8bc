import styled from 'styled-components';
import type { ThemeColors } from '../theme/tokens';

export type TagTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'info';
export type Rarity = keyof ThemeColors['rarity'];

/** A small label (Soon, rarity, role). `$rarity` colours it by item rarity. */
export const Tag = styled.span<{ $tone?: TagTone; $rarity?: Rarity }>`
  display: inline-flex;
  align-items: center;
  padding: 1px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid currentColor;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  line-height: 1.5;
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral', $rarity }) => {
    if ($rarity) return theme.colors.rarity[$rarity];
    const { colors } = theme;
    return {
      neutral: colors.textMuted,
      primary: colors.primary,
      accent: colors.accent,
      success: colors.success,
      warning: colors.warning,
      danger: colors.danger,
      info: colors.info,
    }[$tone];
  }};
`;
