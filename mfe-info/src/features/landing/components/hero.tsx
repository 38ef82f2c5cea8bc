import styled from 'styled-components';
import { siteConfig } from '@norsecraft/shared';
import { ToastRegion } from '@norsecraft/shared';
import { useHeroToasts } from './use-hero-toasts';
import { RuneLogo } from './rune-logo';

const Wrapper = styled.section`
  position: relative;
  min-height: calc(100vh - ${({ theme }) => theme.navHeight});
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)} ${theme.space(20)}`};
  text-align: center;
  background:
    radial-gradient(ellipse at top, ${({ theme }) => theme.colors.surfaceRaised}, transparent 70%),
    ${({ theme }) => theme.colors.bg};
`;

const LogoButton = styled.button`
  background: none;
  border: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2.5rem, 9vw, 5rem);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 40ch;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Address = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font: inherit;

  strong {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: clamp(1rem, 4vw, 1.4rem);
    word-break: break-all;
  }
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
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

export function Hero({ onScrollDown }: { onScrollDown: () => void }) {
  const { messages, copyAddress, clickLogo } = useHeroToasts();
  return (
    <Wrapper aria-labelledby="hero-title">
      <LogoButton type="button" onClick={clickLogo} aria-label={`${siteConfig.productName} logo`}>
        <RuneLogo size={112} />
      </LogoButton>
      <Title id="hero-title">{siteConfig.productName}</Title>
      <Tagline>A Norse-themed survival server: raid, build and write your own saga.</Tagline>
      <Address type="button" onClick={copyAddress}>
        <strong>{siteConfig.serverAddress}</strong>
        <span>Click to copy the server address</span>
      </Address>
      <ScrollDown type="button" onClick={onScrollDown} aria-label="Scroll down to the features">
        <span aria-hidden="true">⌄</span>
      </ScrollDown>
      <ToastRegion messages={messages} />
    </Wrapper>
  );
}
