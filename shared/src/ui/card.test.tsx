import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Card } from './card';

it('renders its content with the requested element', () => {
  renderWithProviders(
    <Card as="article" aria-label="Feature">
      Norse
    </Card>,
  );
  expect(screen.getByRole('article', { name: 'Feature' })).toHaveTextContent('Norse');
});
