import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Field } from './field';
import { Input } from './form-controls';

it('labels the control and describes it with hint and error', () => {
  renderWithProviders(
    <Field label="Email" hint="We never share it" error="Invalid email format">
      <Input type="email" />
    </Field>,
  );
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('We never share it Invalid email format');
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
});
