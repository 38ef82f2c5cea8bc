import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { offlineStatus } from '../lib/server-status';
import { ServerStatusBadge } from './server-status-badge';

const online = {
  online: true,
  players_online: 37,
  players_max: 200,
  version: '1.21.4',
  motd: 'Skål, wanderer',
  latency_ms: 12,
  checked_at: '2030-01-01T12:00:00.000Z',
};

const meta = {
  title: 'UI kit/ServerStatusBadge',
  component: ServerStatusBadge,
  args: { status: online },
} satisfies Meta<typeof ServerStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};
export const Full: Story = { args: { status: { ...online, players_online: 200 } } };
export const Offline: Story = {
  args: { status: offlineStatus(new Date('2030-01-01T12:00:00.000Z')) },
};
/** Before the first answer: its place is kept, nothing shows. */
export const Waiting: Story = { args: { status: undefined } };
