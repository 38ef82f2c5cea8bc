import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button } from './button';

/** The rules styled-components wrote for one element's classes (jsdom resolves no `var()`). */
function rulesOf(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return [...element.classList]
    .flatMap((name) => css.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
    .join('\n');
}

it("draws secondary and ghost buttons in the member's accent: outlined, not greyed", () => {
  renderWithProviders(
    <>
      <Button variant="secondary">Change Avatar</Button>
      <Button variant="ghost">View Stats</Button>
    </>,
  );
  // The accent's value per theme and accent is theme-variables.test.ts's.
  const secondary = rulesOf(screen.getByRole('button', { name: 'Change Avatar' }));
  expect(secondary).toMatch(/[{;]color:var\(--nc-accent\);/);
  expect(secondary).toMatch(/border-color:var\(--nc-accent\);/);
  expect(rulesOf(screen.getByRole('button', { name: 'View Stats' }))).toMatch(
    /[{;]color:var\(--nc-accent\);/,
  );
});
