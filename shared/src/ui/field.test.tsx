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

it('counts the characters used of a limit and says when the limit is reached', () => {
  const { rerender } = renderWithProviders(
    <Field label="Public name" count={{ used: 5, max: 16 }}>
      <Input maxLength={16} />
    </Field>,
  );
  expect(screen.getByText('5/16')).toBeInTheDocument();
  expect(screen.getByLabelText('Public name')).not.toHaveAccessibleDescription();
  rerender(
    <Field label="Public name" count={{ used: 16, max: 16 }}>
      <Input maxLength={16} />
    </Field>,
  );
  expect(screen.getByLabelText('Public name')).toHaveAccessibleDescription(
    '16/16: the most it can hold',
  );
});
