import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ToastRegion } from './toast-region';

const meta = {
  title: 'UI kit/ToastRegion',
  component: ToastRegion,
  args: { messages: ['Server address copied!'] },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMessage: Story = {};
export const Stacked: Story = {
  args: { messages: ['Server address copied!', 'Achievement unlocked: Thousand Clicks'] },
};
