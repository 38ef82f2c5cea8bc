import styled from 'styled-components';

/** A raised surface; pass `as="article"` or `as="section"` for the right semantics. */
export const Card = styled.div<{ $padding?: number; $interactive?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme, $padding = 5 }) => theme.space($padding)};
  transition:
    border-color 0.15s,
    transform 0.15s;

  ${({ $interactive, theme }) =>
    $interactive &&
    `&:hover, &:focus-within { border-color: ${theme.colors.primary}; transform: translateY(-2px); }`}
`;
