import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ItemIcon, ItemTile } from './item-icon';

const ITEMS = [
  'Helm of the North',
  'Raven Cloak',
  'Frost Sword',
  'Thunder Hammer',
  'Hunter Bow',
  'Golden Apple',
  'Totem of Undying',
  'Rune Stone',
];
const RARITIES = ['Common', 'Rare', 'Epic', 'Legendary', 'Mythic'];
const row = { display: 'flex', flexWrap: 'wrap', gap: 12 } as const;

const meta = {
  title: 'UI kit/ItemIcon and ItemTile',
  component: ItemIcon,
  args: { name: 'Thunder Hammer', rarity: 'Legendary', size: 64 },
} satisfies Meta<typeof ItemIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icon: Story = {};
export const Tile: Story = { render: (args) => <ItemTile {...args} /> };
export const EveryKind: Story = {
  render: () => (
    <div style={row}>
      {ITEMS.map((name) => (
        <ItemTile key={name} name={name} rarity="Epic" size={64} />
      ))}
    </div>
  ),
};
export const EveryRarity: Story = {
  render: () => (
    <div style={row}>
      {RARITIES.map((rarity) => (
        <ItemTile key={rarity} name="Frost Sword" rarity={rarity} size={64} />
      ))}
    </div>
  ),
};
