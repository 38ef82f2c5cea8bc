import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button, LinkButton } from './button';

describe('Button', () => {
  it('calls onClick', () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading', () => {
    renderWithProviders(
      <Button loading variant="danger">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

it('LinkButton is a link', () => {
  renderWithProviders(<LinkButton to="/store">Visit</LinkButton>);
  expect(screen.getByRole('link', { name: 'Visit' })).toHaveAttribute('href', '/store');
});
