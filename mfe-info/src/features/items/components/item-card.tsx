import styled from 'styled-components';
import { Card, ItemTile, Tag, type Rarity } from '@norsecraft/shared';
import { Muted } from '../../../components/section';
import type { Item } from '../types';
import { ItemStats } from './item-stats';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;

  h2 {
    margin: 0;
    font-size: 1.15rem;
    font-family: ${({ theme }) => theme.fonts.heading};
  }
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

const Ability = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const RARITY: Record<string, Rarity> = {
  Mythic: 'mythic',
  Legendary: 'legendary',
  Epic: 'epic',
  Rare: 'rare',
};

export function ItemCard({ item }: { item: Item }) {
  return (
    <Body as="li" aria-labelledby={`item-${item.id}`}>
      <Head>
        <ItemTile name={item.name} category={item.category} rarity={item.rarity} size={56} />
        <div>
          <h2 id={`item-${item.id}`}>{item.name}</h2>
          <Tags>
            <Tag $rarity={RARITY[item.rarity] ?? 'common'}>{item.rarity}</Tag>
            <Tag $tone="primary">Tier {item.tier}</Tag>
            {item.set && <Tag>{item.set} set</Tag>}
          </Tags>
        </div>
      </Head>
      {item.description && <Muted>{item.description}</Muted>}
      <ItemStats stats={item.stats} />
      {item.ability && (
        <Ability>
          <h3>
            {item.ability.name} <Muted as="span">· {item.ability.cooldown}s cooldown</Muted>
          </h3>
          <Muted>{item.ability.description}</Muted>
        </Ability>
      )}
    </Body>
  );
}
