import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { VisuallyHidden } from './visually-hidden';

it('keeps its text in the accessibility tree', () => {
  renderWithProviders(
    <button type="button">
      ×<VisuallyHidden>Close</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: '× Close' })).toBeInTheDocument();
});
