import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from './card';

const meta = {
  title: 'UI kit/Card',
  component: Card,
  args: { children: 'A raised surface for one thing: a game, a guild, an item.' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Interactive: Story = { args: { $interactive: true, as: 'article' } };
export const Roomy: Story = { args: { $padding: 8 } };
