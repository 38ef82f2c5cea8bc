import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button';
import { Field } from './field';
import { Input } from './form-controls';
import { FormModal } from './form-modal';

/** Opens from its button; an empty name is refused in the dialog, a name is "saved". */
function WithOpener() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Player</Button>
      {open && (
        <FormModal
          title="Add Player"
          submitLabel="Add Player"
          check={() => (name.trim() ? null : "Enter the player's name.")}
          save={async () => setOpen(false)}
          failureMessage="Could not add the player."
          onClose={() => setOpen(false)}
        >
          <Field label="Player">
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
        </FormModal>
      )}
    </>
  );
}

const meta = {
  title: 'UI kit/FormModal',
  component: WithOpener,
} satisfies Meta<typeof WithOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
