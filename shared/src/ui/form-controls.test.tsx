import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Input, Select, TextArea } from './form-controls';

it('renders native, accessible controls', () => {
  const onChange = jest.fn();
  renderWithProviders(
    <>
      <Input aria-label="Search" onChange={onChange} />
      <Select aria-label="Type" defaultValue="raid">
        <option value="event">Event</option>
        <option value="raid">Raid</option>
      </Select>
      <TextArea aria-label="Description" />
    </>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'axe' } });
  expect(onChange).toHaveBeenCalled();
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('raid');
  expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
});
