import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button';
import { Field } from './field';
import { Input } from './form-controls';
import { Modal } from './modal';

/** Opens from its button; Escape, the × or the backdrop close it. */
function WithOpener({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{title}</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>{title}</Button>
          </>
        }
      >
        <Field label="Gold">
          <Input inputMode="numeric" defaultValue="1200" />
        </Field>
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI kit/Modal',
  component: WithOpener,
  args: { title: 'Place Bid' },
} satisfies Meta<typeof WithOpener>;

export default meta;
export const WithForm: StoryObj<typeof meta> = {};
