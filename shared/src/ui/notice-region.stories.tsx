import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useEffect } from 'react';
import { clearNotices, notify } from '../notices/notices';
import { NoticeRegion } from './notice-region';

function WithNotices({ notices }: { notices: [string, 'success' | 'error' | 'info'][] }) {
  useEffect(() => {
    clearNotices();
    for (const [text, tone] of notices) notify({ text, ms: 60 * 60 * 1000 }, tone);
  }, [notices]);
  return <NoticeRegion />;
}

const meta = {
  title: 'UI kit/NoticeRegion',
  component: WithNotices,
  args: { notices: [['Settings saved successfully!', 'success']] },
} satisfies Meta<typeof WithNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Stacked: Story = {
  args: {
    notices: [
      ['Event created.', 'success'],
      ['The server could not be reached. Check your internet connection and try again.', 'error'],
      ['Server IP copied to clipboard!', 'info'],
    ],
  },
};
