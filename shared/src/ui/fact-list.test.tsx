import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { FactList } from './fact-list';

it('pairs each label with its value in a definition list', () => {
  renderWithProviders(
    <FactList>
      <dt>Leader</dt>
      <dd>Ragnar</dd>
    </FactList>,
  );
  expect(screen.getByRole('term')).toHaveTextContent('Leader');
  expect(screen.getByRole('definition')).toHaveTextContent('Ragnar');
  expect(screen.getByRole('term').parentElement?.tagName).toBe('DL');
});
