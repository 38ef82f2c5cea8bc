import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Rarity } from '../tag';

type SpriteArt = typeof import('./sprite-art');

// Loaded once, on the first icon a page shows.
let spriteArt: SpriteArt | null = null;
let loading: Promise<SpriteArt> | null = null;
function loadSpriteArt(): Promise<SpriteArt> {
  loading ??= import('./sprite-art').then((art) => (spriteArt = art));
  return loading;
}

const RARITY_BY_NAME: Record<string, Rarity> = {
  mythic: 'mythic',
  legendary: 'legendary',
  epic: 'epic',
  rare: 'rare',
};

/** 'Legendary' → 'legendary'; any other text (Common, Uncommon, …) is common. */
export function rarityOf(name: string | null | undefined): Rarity {
  return RARITY_BY_NAME[(name ?? '').toLowerCase()] ?? 'common';
}

export interface ItemIconProps {
  /** The item's name: picks the sprite (a helm, a bow…). */
  name: string;
  /** armor, weapon or ability: the sprite when the name says nothing. */
  category?: string | null;
  /** Colours the item's magic parts; unknown rarities are common. */
  rarity?: string | null;
  size: number;
}

const Placeholder = styled.span`
  display: block;
`;

const Sprite = styled.img`
  display: block;
  image-rendering: pixelated;
`;

/**
 * The item's icon, drawn by the site (a data URL, crisp at any size; the drawings load with the
 * first icon). Decorative: the item's name is always written beside it.
 */
export function ItemIcon({ name, category, rarity, size }: ItemIconProps) {
  const [art, setArt] = useState(spriteArt);
  useEffect(() => {
    if (!art) void loadSpriteArt().then(setArt);
  }, [art]);
  // Until the drawings arrive, an empty square of the same size: nothing moves when they do.
  if (!art) return <Placeholder style={{ width: size, height: size }} />;
  const kind = art.itemArtKind(name, category);
  return (
    <Sprite
      src={art.spriteUrl(kind, rarityOf(rarity))}
      alt=""
      width={size}
      height={size}
      data-item-art={kind}
    />
  );
}

const Tile = styled.span<{ $size: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) =>
    `radial-gradient(circle at 50% 40%, ${theme.colors.surface}, ${theme.colors.surfaceRaised})`};
`;

/** The icon framed as an inventory slot, `size` px square with the sprite inside. */
export function ItemTile({ size, ...icon }: ItemIconProps) {
  return (
    <Tile $size={size}>
      <ItemIcon {...icon} size={Math.round(size * 0.75)} />
    </Tile>
  );
}
