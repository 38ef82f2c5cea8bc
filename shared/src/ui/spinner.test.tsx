import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Spinner } from './spinner';

it('has an accessible label unless decorative', () => {
  const { rerender } = renderWithProviders(<Spinner label="Loading items" />);
  expect(screen.getByRole('status', { name: 'Loading items' })).toBeInTheDocument();
  rerender(<Spinner decorative />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
