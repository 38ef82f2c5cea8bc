import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Banner } from './banner';

const meta = {
  title: 'UI kit/Banner',
  component: Banner,
  args: { tone: 'info', children: 'The server restarts at 04:00 for maintenance.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', children: 'Bid placed successfully!' } };
export const Warning: Story = {
  args: { tone: 'warning', children: 'Could not load the events.', onDismiss: () => {} },
};
export const Error: Story = { args: { tone: 'error', children: 'Failed to update password' } };
