import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Switch } from './checkbox';

/** The rules styled-components wrote for one element's classes (jsdom resolves no `var()`). */
function rulesOf(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return [...element.classList]
    .flatMap((name) => css.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
    .join('\n');
}

it('marks a switch that is on in the member’s accent colour', () => {
  renderWithProviders(<Switch label="Notifications" checked readOnly />);
  const rules = rulesOf(screen.getByRole('switch', { name: 'Notifications' }));
  // The accent's value per theme and accent is theme-variables.test.ts's.
  expect(rules).toMatch(/:checked\{background:var\(--nc-accent\);\}/);
});
