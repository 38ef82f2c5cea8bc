import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { accentColorAtom, appStore } from '../index';
import { createTheme } from '../theme/tokens';
import { Switch } from './checkbox';

it('marks a switch that is on in the member’s accent colour', () => {
  appStore.set(accentColorAtom, 'purple');
  renderWithProviders(<Switch label="Notifications" checked readOnly />);
  const hex = createTheme('dark', 'purple').colors.accent;
  const purple = `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  expect(
    getComputedStyle(screen.getByRole('switch', { name: 'Notifications' })).backgroundColor,
  ).toBe(purple);
});
