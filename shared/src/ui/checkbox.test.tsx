import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Checkbox, Switch } from './checkbox';

it('toggles a labelled checkbox and switch', () => {
  renderWithProviders(
    <>
      <Checkbox label="Remember me" />
      <Switch label="Notifications" defaultChecked />
    </>,
  );
  const box = screen.getByRole('checkbox', { name: 'Remember me' });
  fireEvent.click(box);
  expect(box).toBeChecked();
  const toggle = screen.getByRole('switch', { name: 'Notifications' });
  fireEvent.click(toggle);
  expect(toggle).not.toBeChecked();
});
