import type { Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { Card, formatNumber } from '@norsecraft/shared';
import { RuneIcon } from '../../../components/rune-icon';
import { t } from '../../../lib/i18n';

const pulse = keyframes`
  from { transform: scale(0.96); }
  to { transform: scale(1); }
`;

const Panel = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const ScoreLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: 0.8125rem;
`;

const ScoreValue = styled.output`
  display: block;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2.25rem, 8vw, 3.5rem);
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.primary};
  font-variant-numeric: tabular-nums;
`;

const Rates = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The big rune button; a real <button> so Space/Enter work and focus is visible. */
const RuneButton = styled.button`
  width: min(220px, 60vw);
  aspect-ratio: 1;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primary};
  background: radial-gradient(
    circle at 35% 30%,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.bg}
  );
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.md};
  touch-action: manipulation;
  user-select: none;
  /* A phone's tap highlight is a rectangle over the round rune; the press animation shows taps. */
  -webkit-tap-highlight-color: transparent;

  &:active {
    animation: ${pulse} 0.12s ease-out;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }

  @media (prefers-reduced-motion: reduce) {
    &:active {
      animation: none;
    }
  }
`;

const Rune = styled.span`
  display: block;
  font-size: 3.5rem;
  line-height: 1;
`;

interface ClickerPanelProps {
  score: number;
  perClick: number;
  perSecond: number;
  onClick: () => void;
  strikeRef?: Ref<HTMLButtonElement>;
}

export function ClickerPanel({
  score,
  perClick,
  perSecond,
  onClick,
  strikeRef,
}: ClickerPanelProps) {
  return (
    <Panel as="section" aria-label={t('clicker.score')}>
      <div>
        <ScoreLabel id="clicker-score-label">{t('clicker.score')}</ScoreLabel>
        <ScoreValue aria-labelledby="clicker-score-label" data-testid="clicker-score">
          {formatNumber(score)}
        </ScoreValue>
      </div>
      <RuneButton ref={strikeRef} type="button" onClick={onClick}>
        <Rune>
          <RuneIcon rune="fehu" />
        </Rune>
        {t('clicker.strike', { points: formatNumber(perClick) })}
      </RuneButton>
      <Rates>
        {t('clicker.rates', {
          perClick: formatNumber(perClick),
          perSecond: formatNumber(perSecond),
        })}
      </Rates>
    </Panel>
  );
}
