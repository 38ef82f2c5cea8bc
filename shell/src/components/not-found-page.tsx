import { LinkButton, Page } from '@norsecraft/shared';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;

  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: clamp(1.75rem, 5vw, 3rem);
    text-transform: uppercase;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.125rem;
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function NotFoundPage() {
  return (
    <Page>
      <Box>
        <Code aria-hidden="true">404</Code>
        <h1>Page Not Found</h1>
        <p>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <LinkButton to="/">Return Home</LinkButton>
      </Box>
    </Page>
  );
}
