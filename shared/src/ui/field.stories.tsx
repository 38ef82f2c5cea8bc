import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from './field';
import { Input, Select, TextArea } from './form-controls';

const meta = {
  title: 'UI kit/Field and form controls',
  component: Field,
  args: { label: 'Minecraft username', children: <Input defaultValue="Ragnar_99" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {};
export const WithHint: Story = {
  args: { hint: '3–16 letters, digits or underscores.', children: <Input /> },
};
export const WithCount: Story = {
  args: {
    label: 'Public name',
    hint: '3 to 16 letters, digits or underscores.',
    count: { used: 16, max: 16 },
    children: <Input maxLength={16} defaultValue="Ragnar_Lothbrok9" />,
  },
};
export const WithError: Story = {
  args: {
    label: 'Title',
    error: 'Title is required',
    children: <Input defaultValue="" />,
  },
};
export const SelectControl: Story = {
  name: 'Select',
  args: {
    label: 'Type',
    children: (
      <Select defaultValue="raid">
        <option value="event">Event</option>
        <option value="raid">Raid</option>
      </Select>
    ),
  },
};
export const TextAreaControl: Story = {
  name: 'TextArea',
  args: { label: 'Description', children: <TextArea rows={3} defaultValue="Meet at the fjord." /> },
};
