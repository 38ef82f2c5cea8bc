import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { appStore, DataError, sessionUserAtom, UNREACHABLE } from '@norsecraft/shared';
import { SubmitScoreDialog } from './submit-score-dialog';

function setup(onSubmit: (name: string) => Promise<void>) {
  const onClose = jest.fn();
  renderWithProviders(<SubmitScoreDialog open score={42} onClose={onClose} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog', { name: 'Submit Score' });
  const input = screen.getByLabelText('Name');
  const submit = screen.getByRole('button', { name: 'Submit Score' });
  return { dialog, input, submit, onClose };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('rejects a blank name without calling the server', async () => {
  const onSubmit = jest.fn(() => Promise.resolve());
  const { input, submit } = setup(onSubmit);
  await userEvent.type(input, '   ');
  await userEvent.click(submit);
  expect(screen.getByText('Please enter a name.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it.each([
  ['Odin_Owner', 'This name is reserved for the server staff'],
  ['\u200b\u200b', 'Names cannot contain invisible or direction-changing characters'],
])('refuses %p with its message, without calling the server', async (name, message) => {
  const onSubmit = jest.fn(() => Promise.resolve());
  const { input, submit } = setup(onSubmit);
  await userEvent.type(input, name);
  await userEvent.click(submit);
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('trims the name and caps the input at 20 characters', async () => {
  const onSubmit = jest.fn(() => Promise.resolve());
  const { input, submit } = setup(onSubmit);
  expect(input).toHaveAttribute('maxLength', '20');
  await userEvent.type(input, '  Lagertha  ');
  await userEvent.click(submit);
  expect(onSubmit).toHaveBeenCalledWith('Lagertha');
});

it('stays open with an error after a failed submit, and can try again', async () => {
  const onSubmit = jest
    .fn<Promise<void>, [string]>()
    .mockRejectedValueOnce(new Error('500'))
    .mockResolvedValueOnce(undefined);
  const { dialog, input, submit, onClose } = setup(onSubmit);
  await userEvent.type(input, 'Ivar');
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be submitted');
  expect(dialog).toBeInTheDocument();
  await userEvent.click(submit);
  expect(onSubmit).toHaveBeenCalledTimes(2);
  expect(onClose).not.toHaveBeenCalled();
});

it("shows the database's reason when it refuses the score", async () => {
  const onSubmit = jest
    .fn<Promise<void>, [string]>()
    .mockRejectedValue(new DataError('This name belongs to another player', 400, '22023'));
  const { dialog, input, submit } = setup(onSubmit);
  await userEvent.type(input, 'Ragnar');
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent('This name belongs to another player');
  expect(dialog).toBeInTheDocument();
});

it('says a submit sent while offline as a sentence', async () => {
  const onSubmit = jest
    .fn<Promise<void>, [string]>()
    .mockRejectedValue(new DataError('TypeError: Failed to fetch', 0));
  const { input, submit } = setup(onSubmit);
  await userEvent.type(input, 'Ragnar');
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE);
});

it("starts from a member's game name", async () => {
  appStore.set(sessionUserAtom, {
    id: 'u1',
    email: 'ivar@example.com',
    profile: { username: 'ivar', minecraft_username: 'Ivar_Boneless' } as never,
  });
  const onSubmit = jest.fn(() => Promise.resolve());
  const { input, submit } = setup(onSubmit);
  expect(input).toHaveValue('Ivar_Boneless');
  await userEvent.click(submit);
  expect(onSubmit).toHaveBeenCalledWith('Ivar_Boneless');
  appStore.set(sessionUserAtom, null);
});
