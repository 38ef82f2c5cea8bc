import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Tag, type Rarity, type TagTone } from './tag';

const TONES: TagTone[] = ['neutral', 'primary', 'accent', 'success', 'warning', 'danger', 'info'];
const RARITIES: Rarity[] = ['common', 'rare', 'epic', 'legendary', 'mythic'];
const row = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

const meta = {
  title: 'UI kit/Tag',
  component: Tag,
  args: { children: 'Soon', $tone: 'primary' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const EveryTone: Story = {
  render: () => (
    <p style={row}>
      {TONES.map((tone) => (
        <Tag key={tone} $tone={tone}>
          {tone}
        </Tag>
      ))}
    </p>
  ),
};
export const EveryRarity: Story = {
  render: () => (
    <p style={row}>
      {RARITIES.map((rarity) => (
        <Tag key={rarity} $rarity={rarity}>
          {rarity}
        </Tag>
      ))}
    </p>
  ),
};
