import styled from 'styled-components';
import { Button, LinkButton, RichText, siteConfig } from '@norsecraft/shared';
import { Muted, SectionTitle } from '../../../components/section';
import { Band, BandInner } from '../../../components/band';
import { useHeroNotices } from './use-hero-notices';
import { t } from '../i18n';

const Inner = styled(BandInner)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;

  h2 {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Address = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.text};
`;

/** The page's last word: where to join, and what to read first. */
export function JoinBand() {
  const { copyAddress } = useHeroNotices();
  return (
    <Band aria-labelledby="join-title">
      <Inner>
        <SectionTitle id="join-title">{t('landing.joinTitle')}</SectionTitle>
        <Muted>
          <RichText
            text={t('landing.joinText', { address: siteConfig.serverAddress })}
            parts={{ address: (text) => <Address>{text}</Address> }}
          />
        </Muted>
        <Actions>
          <Button size="lg" onClick={copyAddress}>
            {t('landing.copyAddress')}
          </Button>
          <LinkButton size="lg" variant="secondary" to="/rules">
            {t('landing.readRules')}
          </LinkButton>
        </Actions>
      </Inner>
    </Band>
  );
}
