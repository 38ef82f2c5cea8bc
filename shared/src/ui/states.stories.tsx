import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button';
import { EmptyState, ErrorState, LoadingState } from './states';

const meta = {
  title: 'UI kit/Loading, empty and error states',
  component: EmptyState,
  args: { title: 'No users found', message: 'Try another search.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EmptyWithAction: Story = {
  args: { title: 'No events this day', action: <Button size="sm">Add event</Button> },
};
export const Error: Story = {
  render: () => (
    <ErrorState
      title="Failed to load profile"
      message="Please try again later."
      onRetry={() => {}}
    />
  ),
};
export const Loading: Story = { render: () => <LoadingState label="Loading users..." /> };
