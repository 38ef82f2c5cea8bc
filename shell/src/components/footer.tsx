import { siteConfig } from '@norsecraft/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.footer`
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-size: 0.875rem;

  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

const Server = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.text};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

interface FooterProps {
  /** The game server's status badge, shown beside its address. */
  serverStatus: ReactNode;
  /** The site's version, which opens the version history. */
  version: ReactNode;
}

export function Footer({ serverStatus, version }: FooterProps) {
  const { productName, serverAddress, supportEmail } = siteConfig;
  return (
    <Wrapper>
      <Server>
        <code>{serverAddress}</code>
        {serverStatus}
      </Server>
      <p>
        {productName} is a fan-run community server and is not affiliated with, endorsed by or
        associated with Mojang Studios or Microsoft.
      </p>
      <p>
        Need help? Contact <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      <p>{version}</p>
    </Wrapper>
  );
}
