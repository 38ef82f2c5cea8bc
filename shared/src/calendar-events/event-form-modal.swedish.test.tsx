import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageLanguage, setPageLanguage } from '../i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { DeleteEventDialog } from './delete-event-dialog';
import { EventFormModal } from './event-form-modal';

beforeEach(() => loadPageLanguage('sv'));
afterEach(() => setPageLanguage('en'));

it('asks for an event in Swedish and says what is missing in Swedish, sending nothing', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(
    <EventFormModal
      title="Skapa evenemang"
      submitLabel="Skapa"
      initial={{ title: '', date: '2030-12-03', time: '', type: '', description: '' }}
      askDate
      failureMessage="Evenemanget kunde inte sparas."
      onSubmit={onSubmit}
      onClose={jest.fn()}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Skapa evenemang' });
  for (const label of ['Titel', 'Datum', 'Tid', 'Typ', 'Beskrivning']) {
    expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
  }
  expect(within(dialog).getByText('0 av 1 000 tecken')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Skapa' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Fyll i alla obligatoriska fält');
  expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('asks before deleting, in Swedish', () => {
  renderWithProviders(
    <DeleteEventDialog
      open
      event={{ title: 'Vinternätter' }}
      confirmLabel="Ta bort"
      busy={false}
      onConfirm={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Ta bort evenemanget?' });
  expect(dialog).toHaveTextContent(
    '”Vinternätter” tas bort ur kalendern för alla. Det går inte att ångra.',
  );
});
