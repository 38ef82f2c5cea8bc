import styled from 'styled-components';
import { ItemTile, Tag, type Rarity } from '@norsecraft/shared';
import { Muted } from '../../../components/section';
import type { Item } from '../types';
import { ItemStats } from './item-stats';
import { t } from '../i18n';

// Phone: the art beside the name, the rest below. From `md`: art, text and a stats column.
const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'art head'
    'text text'
    'stats stats';
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  padding: ${({ theme }) => theme.space(4)};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: auto minmax(0, 1fr) 13rem;
    grid-template-areas:
      'art head stats'
      'art text stats';
    grid-template-rows: auto 1fr;
    padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)}`};
  }
`;

const Art = styled.div`
  grid-area: art;
`;

const Head = styled.div`
  grid-area: head;
  align-self: center;

  h2 {
    margin: 0;
    font-size: 1.15rem;
    font-family: ${({ theme }) => theme.fonts.heading};
  }
`;

const Text = styled.div`
  grid-area: text;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Stats = styled.div`
  grid-area: stats;
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

const Ability = styled.div`
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
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

/** One entry of the catalogue. */
export function ItemRow({ item }: { item: Item }) {
  return (
    <Row aria-labelledby={`item-${item.id}`}>
      <Art>
        <ItemTile name={item.name} category={item.category} rarity={item.rarity} size={56} />
      </Art>
      <Head>
        <h2 id={`item-${item.id}`}>{item.name}</h2>
        <Tags>
          <Tag $rarity={RARITY[item.rarity] ?? 'common'}>{item.rarity}</Tag>
          <Tag $tone="primary">{t('items.tier', { tier: item.tier })}</Tag>
          {item.set && <Tag>{t('items.set', { set: item.set })}</Tag>}
        </Tags>
      </Head>
      <Text>
        {item.description && <Muted>{item.description}</Muted>}
        {item.ability && (
          <Ability>
            <h3>
              {item.ability.name}{' '}
              <Muted as="span">{t('items.cooldown', { seconds: item.ability.cooldown })}</Muted>
            </h3>
            <Muted>{item.ability.description}</Muted>
          </Ability>
        )}
      </Text>
      <Stats>
        <ItemStats stats={item.stats} />
      </Stats>
    </Row>
  );
}
