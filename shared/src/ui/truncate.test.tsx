import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Truncate } from './truncate';

it('keeps the text on one line with an ellipsis and the whole text as its title', () => {
  renderWithProviders(<Truncate text="tester48050@example.com" />);
  const line = screen.getByText('tester48050@example.com');
  expect(line).toHaveAttribute('title', 'tester48050@example.com');
  const style = getComputedStyle(line);
  expect(style.whiteSpace).toBe('nowrap');
  expect(style.textOverflow).toBe('ellipsis');
  expect(style.overflow).toBe('hidden');
});

it('isolates the text: a name written right to left or with direction controls stays in its box', () => {
  renderWithProviders(<Truncate text={'Evil\u202Egnp.exe'} />);
  const line = screen.getByTitle('Evil\u202Egnp.exe');
  expect(line.tagName).toBe('BDI');
  expect(getComputedStyle(line).unicodeBidi).toBe('isolate');
});
