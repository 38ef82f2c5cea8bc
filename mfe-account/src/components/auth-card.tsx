import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Page } from '@norsecraft/shared';

const Narrow = styled(Card)`
  width: min(440px, 100%);
  margin: ${({ theme }) => theme.space(6)} auto 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  color: ${({ theme }) => theme.colors.primary};
  font-size: clamp(1.5rem, 4vw, 2rem);
  text-align: center;
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The narrow, centred card the sign-in and password pages share. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Page>
      <Narrow $padding={6}>
        <header>
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </header>
        {children}
      </Narrow>
    </Page>
  );
}

/** Vertical stack of form fields and actions. */
export const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A row of small links or buttons under a form. */
export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.9375rem;

  a,
  button {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** An action that reads as a link (it changes the form, it does not navigate). */
export const TextButton = styled.button`
  padding: 0;
  background: none;
  border: 0;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
