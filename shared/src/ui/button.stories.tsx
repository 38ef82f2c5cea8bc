import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, LinkButton } from './button';

const meta = {
  title: 'UI kit/Button',
  component: Button,
  args: { children: 'Place Bid' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Edit' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Loading: Story = { args: { loading: true, children: 'Saving' } };
export const Disabled: Story = { args: { disabled: true } };
export const Small: Story = { args: { size: 'sm', children: 'Make Admin' } };
export const AsLink: Story = {
  render: () => <LinkButton to="/store">Get VIP Instead</LinkButton>,
};
