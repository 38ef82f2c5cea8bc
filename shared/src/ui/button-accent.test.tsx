import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { accentColorAtom, appStore } from '../index';
import { createTheme, type AccentColor } from '../theme/tokens';
import { Button } from './button';

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

it.each(['green', 'blue', 'purple', 'red'] as AccentColor[])(
  "draws secondary and ghost buttons in the member's accent, %s: outlined, not greyed",
  (accent) => {
    appStore.set(accentColorAtom, accent);
    renderWithProviders(
      <>
        <Button variant="secondary">Change Avatar</Button>
        <Button variant="ghost">View Stats</Button>
      </>,
    );
    const colour = rgb(createTheme('dark', accent).colors.accent);
    const secondary = getComputedStyle(screen.getByRole('button', { name: 'Change Avatar' }));
    expect(secondary.color).toBe(colour);
    expect(secondary.borderColor).toBe(colour);
    expect(getComputedStyle(screen.getByRole('button', { name: 'View Stats' })).color).toBe(colour);
  },
);
