import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { EventTypeTag } from './event-type-tag';

describe('EventTypeTag', () => {
  it('shows the type label', () => {
    renderWithProviders(<EventTypeTag type="maintenance" />);
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
  });
});
