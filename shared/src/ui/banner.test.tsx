import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Banner } from './banner';

it('uses role alert for errors and status for success, and can be dismissed', () => {
  const onDismiss = jest.fn();
  renderWithProviders(
    <>
      <Banner tone="error">Bid must be higher than current bid</Banner>
      <Banner tone="success" onDismiss={onDismiss}>
        Bid placed successfully!
      </Banner>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Bid must be higher than current bid');
  expect(screen.getByRole('status')).toHaveTextContent('Bid placed successfully!');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(onDismiss).toHaveBeenCalled();
});
