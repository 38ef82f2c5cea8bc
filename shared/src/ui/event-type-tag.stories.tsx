import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EVENT_TYPES } from '../lib/event-types';
import { EventTypeTag } from './event-type-tag';

const meta = {
  title: 'UI kit/EventTypeTag',
  component: EventTypeTag,
  args: { type: 'raid' },
} satisfies Meta<typeof EventTypeTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raid: Story = {};
export const EveryType: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {EVENT_TYPES.map(({ value }) => (
        <EventTypeTag key={value} type={value} />
      ))}
    </p>
  ),
};
