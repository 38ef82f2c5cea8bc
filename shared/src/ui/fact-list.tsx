import styled from 'styled-components';

/**
 * Label and value pairs as a `<dl>`: muted labels in the first column, values beside them,
 * long values wrapping inside their column.
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: ${({ theme }) => theme.space(4)} 0 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
