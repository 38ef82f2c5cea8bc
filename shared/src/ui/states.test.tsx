import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { EmptyState, ErrorState, LoadingState } from './states';

it('EmptyState shows its title and message', () => {
  renderWithProviders(<EmptyState title="No items found" message="Try another search" />);
  expect(screen.getByText('No items found')).toBeInTheDocument();
  expect(screen.getByText('Try another search')).toBeInTheDocument();
});

it('ErrorState is an alert with a retry button', () => {
  const onRetry = jest.fn();
  renderWithProviders(
    <ErrorState
      title="Failed to load punishments"
      message="Please try again later"
      onRetry={onRetry}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load punishments');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});

it('LoadingState has a labelled spinner', () => {
  renderWithProviders(<LoadingState label="Loading items..." />);
  expect(screen.getByRole('status', { name: 'Loading items...' })).toBeInTheDocument();
});
