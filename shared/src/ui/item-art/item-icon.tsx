import styled from 'styled-components';
import type { Rarity } from '../tag';
import { itemArtKind } from './item-art-kind';
// A file, never inlined: pages without items do not download it inside their JavaScript.
import spriteSheetUrl from './item-sprites.png?url';
import { SHEET_HEIGHT, SHEET_WIDTH, SPRITE_SIZE, sheetCell } from './sprite-sheet';

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

// One class for every icon: the sheet is written into the page's styles once.
const Sprite = styled.span`
  display: block;
  background-image: url(${spriteSheetUrl});
  background-repeat: no-repeat;
  image-rendering: pixelated;
`;

/**
 * The item's icon, drawn by the site: its cell of the sprite sheet, scaled without smoothing so
 * it stays crisp at any size. Decorative: the item's name is always written beside it.
 */
export function ItemIcon({ name, category, rarity, size }: ItemIconProps) {
  const kind = itemArtKind(name, category);
  const { column, row } = sheetCell(kind, rarityOf(rarity));
  const scale = size / SPRITE_SIZE;
  return (
    <Sprite
      aria-hidden
      data-item-art={kind}
      style={{
        width: size,
        height: size,
        backgroundSize: `${SHEET_WIDTH * scale}px ${SHEET_HEIGHT * scale}px`,
        backgroundPosition: `${-column * size}px ${-row * size}px`,
      }}
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
