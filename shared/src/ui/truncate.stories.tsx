import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Truncate } from './truncate';

const meta = {
  title: 'UI kit/Truncate',
  component: Truncate,
  args: { text: 'ragnhild.ironside.of.the.northern.fjords@norsecraft.example.com' },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Truncate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongEmail: Story = {};
export const FitsWhole: Story = { args: { text: 'Ragnar_99' } };
