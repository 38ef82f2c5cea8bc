import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Avatar } from './avatar';

const meta = {
  title: 'UI kit/Avatar',
  component: Avatar,
  args: { url: null, name: 'Ivar_Boneless', size: 96 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Small: Story = { args: { size: 34, decorative: true } };
export const UnreachableImage: Story = { args: { url: 'https://unreachable.invalid/a.png' } };
