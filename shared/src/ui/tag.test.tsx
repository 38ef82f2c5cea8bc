import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Tag } from './tag';

it('renders its label', () => {
  renderWithProviders(<Tag $tone="primary">Soon</Tag>);
  expect(screen.getByText('Soon')).toBeInTheDocument();
});
