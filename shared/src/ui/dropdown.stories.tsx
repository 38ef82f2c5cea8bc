import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Dropdown } from './dropdown';

const meta = {
  title: 'UI kit/Dropdown',
  component: Dropdown,
  args: {
    label: 'More',
    items: [
      { id: 'wiki', label: 'Wiki', to: '/wiki' },
      { id: 'items', label: 'Items', to: '/items' },
      { id: 'divider', kind: 'divider' },
      { id: 'map', label: 'Live map', href: 'https://map.example.com' },
      { id: 'sign-out', label: 'Sign Out', onSelect: () => {} },
    ],
  },
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {};
export const AlignedToEnd: Story = { args: { align: 'end', label: 'Account' } };
