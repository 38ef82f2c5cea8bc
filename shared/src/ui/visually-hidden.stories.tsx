import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StrokeIcon } from './stroke-icon';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'UI kit/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close the chat' },
  // Only a screen reader hears the text: the button shows its icon.
  render: (args) => (
    <button type="button">
      <StrokeIcon path="M6 6 L18 18 M18 6 L6 18" />
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
export const IconButtonLabel: StoryObj<typeof meta> = {};
