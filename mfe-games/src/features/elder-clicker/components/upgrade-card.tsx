import { memo } from 'react';
import styled from 'styled-components';
import { Button, Card, VisuallyHidden } from '@norsecraft/shared';
import type { UpgradeKind } from '../lib/clicker';

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.0625rem;
`;

const Level = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  white-space: nowrap;
`;

const Description = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

export const UPGRADE_INFO: Record<UpgradeKind, { name: string; description: string }> = {
  clickPower: { name: 'Click Power', description: 'Each click strikes harder: +1 click power.' },
  multiplier: { name: 'Multiplier', description: 'Runic blessing: +1 to the score multiplier.' },
  autoClicker: {
    name: 'Auto-Clicker',
    description: 'A thrall strikes for you once every second.',
  },
};

interface UpgradeCardProps {
  kind: UpgradeKind;
  level: number;
  cost: number;
  affordable: boolean;
  onBuy: (kind: UpgradeKind) => void;
}

/** Memoised: a click changes the score, but a card only re-renders when it becomes affordable. */
export const UpgradeCard = memo(function UpgradeCard({
  kind,
  level,
  cost,
  affordable,
  onBuy,
}: UpgradeCardProps) {
  const { name, description } = UPGRADE_INFO[kind];
  const costText = cost.toLocaleString('en-US');
  return (
    <Card as="article" $padding={4} aria-label={name} data-upgrade={kind}>
      <Header>
        <Name>{name}</Name>
        <Level>Level {level}</Level>
      </Header>
      <Description>{description}</Description>
      <Button
        block
        variant={affordable ? 'primary' : 'secondary'}
        // aria-disabled, not disabled: a bought upgrade turns unaffordable under the keyboard
        // user's focus, and a disabled button would drop it to the top of the page.
        aria-disabled={!affordable}
        onClick={() => affordable && onBuy(kind)}
      >
        {/* One flex item; the name is spoken, not shown: the card's heading already says it. */}
        <span>
          Buy <VisuallyHidden>{name} </VisuallyHidden>for {costText} points
        </span>
      </Button>
    </Card>
  );
});
