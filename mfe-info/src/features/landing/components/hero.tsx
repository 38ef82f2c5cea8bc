import styled from 'styled-components';
import { Button, ServerStatusBadge, siteConfig } from '@norsecraft/shared';
import { useServerStatus } from '../api/use-server-status';
import { HeroArt } from './hero-art';
import { useHeroNotices } from './use-hero-notices';
import { RuneLogo } from './rune-logo';
import { t } from '../i18n';

// The hero is always the night scene, in either theme: its text has fixed light colours with
// AA contrast over the scrim (the art behind never comes closer than the scrim allows).
const INK = '#f3ecda';
const INK_MUTED = '#cdd5e4';
const GOLD = '#f2c14e';

const Wrapper = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  min-height: calc(100vh - ${({ theme }) => theme.navHeight});
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)} ${theme.space(20)}`};
  text-align: center;
  color: ${INK};
  background: #0b1024;

  /* The scrim: darkest behind the text, the aurora and shore showing at the edges. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background:
      radial-gradient(ellipse 60% 55% at 50% 48%, rgba(6, 9, 20, 0.78), rgba(6, 9, 20, 0.35) 70%),
      linear-gradient(to bottom, rgba(6, 9, 20, 0) 60%, ${({ theme }) => theme.colors.bg});
  }
`;

const LogoButton = styled.button`
  background: none;
  border: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: 50%;
  color: ${GOLD};
  cursor: pointer;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2.5rem, 9vw, 5rem);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${GOLD};
  text-shadow: 0 2px 12px rgba(0, 0, 0, 0.6);
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 40ch;
  font-size: 1.2rem;
  color: ${INK_MUTED};
`;

const Join = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(3)};
`;

const Address = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border: 2px solid ${GOLD};
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(11, 16, 36, 0.85);
  color: ${INK};
  cursor: pointer;
  font: inherit;

  strong {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: clamp(1rem, 4vw, 1.4rem);
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.85rem;
    color: ${INK_MUTED};
  }
  &:hover {
    background: rgba(31, 40, 57, 0.95);
  }
`;

// The status beside the address it describes, in the hero's own light ink.
const Status = styled(ServerStatusBadge)`
  justify-content: center;
  margin-top: -${({ theme }) => theme.space(2)};
  font-size: 0.95rem;
  font-weight: 600;
  color: ${INK};
`;

const JoinButton = styled(Button)`
  min-width: 9rem;
  font-size: 1.125rem;
`;

const Steps = styled.p`
  margin: 0;
  max-width: 46ch;
  font-size: 0.95rem;
  color: ${INK_MUTED};
`;

const ScrollDown = styled.button`
  position: absolute;
  bottom: ${({ theme }) => theme.space(6)};
  left: 50%;
  transform: translateX(-50%);
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.5rem;
  cursor: pointer;
`;

export interface HeroProps {
  onScrollDown: () => void;
  /** The hero's lines, from the landing page's texts (none until staff write them). */
  tagline?: string;
  joinSteps?: string;
}

export function Hero({ onScrollDown, tagline, joinSteps }: HeroProps) {
  const { copyAddress, clickLogo } = useHeroNotices();
  const status = useServerStatus();
  return (
    <Wrapper aria-labelledby="hero-title">
      <HeroArt />
      <LogoButton
        type="button"
        onClick={clickLogo}
        aria-label={t('landing.logo', { product: siteConfig.productName })}
      >
        <RuneLogo size={96} />
      </LogoButton>
      <Title id="hero-title">{siteConfig.productName}</Title>
      {tagline && <Tagline>{tagline}</Tagline>}
      <Join>
        <Address type="button" onClick={copyAddress}>
          <strong>{siteConfig.serverAddress}</strong>
          <span>{t('landing.copyHint')}</span>
        </Address>
        <JoinButton
          size="lg"
          onClick={copyAddress}
          aria-describedby={joinSteps ? 'join-steps' : undefined}
        >
          {t('landing.join')}
        </JoinButton>
      </Join>
      <Status status={status} />
      {joinSteps && <Steps id="join-steps">{joinSteps}</Steps>}
      <ScrollDown type="button" onClick={onScrollDown} aria-label={t('landing.scrollDown')}>
        <span aria-hidden="true">⌄</span>
      </ScrollDown>
    </Wrapper>
  );
}
