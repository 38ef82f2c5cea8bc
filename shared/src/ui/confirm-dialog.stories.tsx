import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** Opens from its button, as on a page; Cancel, Escape or the action close it. */
function WithOpener(props: Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {props.confirmLabel}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'UI kit/ConfirmDialog',
  component: WithOpener,
  args: {
    title: 'Delete event?',
    confirmLabel: 'Delete',
    children: <p>“Midsummer Raid” will be removed from the calendar for everyone.</p>,
  },
} satisfies Meta<typeof WithOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Primary: Story = {
  args: {
    title: 'Make admin?',
    confirmLabel: 'Make Admin',
    tone: 'primary',
    children: <p>thora@example.com will be able to manage every user’s role.</p>,
  },
};
export const OwnCancelLabel: Story = {
  args: {
    title: 'Leave the game?',
    confirmLabel: 'Leave',
    cancelLabel: 'Stay',
    children: <p>Are you sure you want to leave? Your score will be lost!</p>,
  },
};
