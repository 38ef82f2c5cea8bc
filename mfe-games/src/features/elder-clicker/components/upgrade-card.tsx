import { memo } from 'react';
import styled from 'styled-components';
import { Button, Card, formatNumber, RichText, VisuallyHidden } from '@norsecraft/shared';
import type { UpgradeKind } from '../lib/clicker';
import { t } from '../../../lib/i18n';

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

/** Each upgrade's name and what it does, in the page's language. */
export function upgradeInfo(kind: UpgradeKind): { name: string; description: string } {
  return { name: t(`upgrade.${kind}`), description: t(`upgrade.${kind}Description`) };
}

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
  const { name, description } = upgradeInfo(kind);
  const costText = formatNumber(cost);
  return (
    <Card as="article" $padding={4} aria-label={name} data-upgrade={kind}>
      <Header>
        <Name>{name}</Name>
        <Level>{t('upgrade.level', { level })}</Level>
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
          <RichText
            text={t('upgrade.buy', { name, cost: costText })}
            parts={{ hidden: (text) => <VisuallyHidden>{text}</VisuallyHidden> }}
          />
        </span>
      </Button>
    </Card>
  );
});
