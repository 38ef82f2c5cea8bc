import { Card } from '@norsecraft/shared';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

/** A titled dashboard panel; the heading names the section for assistive tech. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {actions}
      </Header>
      {children}
    </Box>
  );
}
