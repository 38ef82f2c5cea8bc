import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StrokeIcon } from './stroke-icon';

const meta = {
  title: 'UI kit/StrokeIcon',
  component: StrokeIcon,
  // The Othala rune of the top bar's brand mark.
  args: { path: 'M12 2 L19 9 L12 16 L5 9 Z M5 22 L12 16 L19 22', width: 48 },
} satisfies Meta<typeof StrokeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rune: Story = {};
export const Thin: Story = { args: { strokeWidth: 1 } };
