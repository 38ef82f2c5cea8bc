import { RichText, siteConfig } from '@norsecraft/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../lib/i18n';

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
  /** The links to this page in the other languages. */
  languageSwitch: ReactNode;
}

export function Footer({ serverStatus, version, languageSwitch }: FooterProps) {
  const { productName, serverAddress, supportEmail } = siteConfig;
  return (
    <Wrapper>
      <Server>
        <code>{serverAddress}</code>
        {serverStatus}
      </Server>
      <p>{t('footer.disclaimer', { product: productName })}</p>
      <p>
        <RichText
          text={t('footer.help', { email: supportEmail })}
          parts={{ mail: (email) => <a href={`mailto:${supportEmail}`}>{email}</a> }}
        />
      </p>
      <p>{version}</p>
      {languageSwitch}
    </Wrapper>
  );
}
