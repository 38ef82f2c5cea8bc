import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataError } from '../data/data-error';
import { renderWithProviders } from '../testing/render-with-providers';
import { FormModal } from './form-modal';

function Example({ save }: { save: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  return (
    <FormModal
      title="Add Player"
      submitLabel="Add Player"
      check={() => (name.trim() ? null : "Enter the player's name.")}
      save={() => save(name)}
      failureMessage="Could not add the player."
      onClose={jest.fn()}
    >
      <label>
        Player
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </FormModal>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add Player' }));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('sends nothing until the form is whole, and says what is missing', async () => {
  const save = jest.fn(async () => {});
  renderWithProviders(<Example save={save} />);
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent("Enter the player's name.");
  expect(save).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Player'), 'Loki');
  await submit();
  expect(save).toHaveBeenCalledWith('Loki');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('keeps the dialog and what was typed when the save fails, in the site’s words', async () => {
  const refusal = new DataError('This punishment comes from the game server', 403, 'PT403');
  const save = jest.fn().mockRejectedValueOnce(refusal).mockRejectedValueOnce(new Error('boom'));
  renderWithProviders(<Example save={save} />);
  await userEvent.type(screen.getByLabelText('Player'), 'Loki');
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This punishment comes from the game server',
  );
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not add the player.');
  expect(screen.getByLabelText('Player')).toHaveValue('Loki');
  expect(screen.getByRole('button', { name: 'Add Player' })).toBeEnabled();
});
