import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PlayerName } from './player-name';

const meta = {
  title: 'UI kit/PlayerName',
  component: PlayerName,
  args: { children: 'Ivar_Boneless' },
} satisfies Meta<typeof PlayerName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InText: Story = {};
export const InAHeading: Story = {
  render: (args) => (
    <h2>
      <PlayerName {...args} />
    </h2>
  ),
};
