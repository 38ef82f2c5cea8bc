import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Checkbox, Switch } from './checkbox';

const meta = {
  title: 'UI kit/Checkbox and Switch',
  component: Checkbox,
  args: { label: 'Only show open auctions' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const SwitchControl: Story = {
  name: 'Switch',
  render: () => <Switch label="Email notifications" defaultChecked />,
};
