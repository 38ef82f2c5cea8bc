import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Avatar, initialsOf } from './avatar';

it('takes up to two initials from a name', () => {
  expect(initialsOf('Ivar_Boneless')).toBe('IB');
  expect(initialsOf('thor')).toBe('T');
  expect(initialsOf('freya.vanir@example.com')).toBe('FV');
  expect(initialsOf('')).toBe('?');
});

it('shows the image, and the initials once it fails to load', () => {
  renderWithProviders(<Avatar url="https://heads.example/ivar.png" name="Ivar_Boneless" />);
  const image = screen.getByRole('img', { name: "Ivar_Boneless's avatar" });
  expect(image.tagName).toBe('IMG');
  fireEvent.error(image);
  const initials = screen.getByRole('img', { name: "Ivar_Boneless's avatar" });
  expect(initials.tagName).toBe('SPAN');
  expect(initials).toHaveTextContent('IB');
});

it('hides a decorative avatar from screen readers', () => {
  renderWithProviders(<Avatar url={null} name="thor" size={34} decorative />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('T')).toHaveAttribute('aria-hidden', 'true');
});
