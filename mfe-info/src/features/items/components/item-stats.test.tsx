import { loadPageLanguage, setPageLanguage } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { screen } from '@testing-library/react';
import { ItemStats } from './item-stats';

afterEach(() => setPageLanguage('en'));

it('names the known stats in the page language, and an unknown one as the data writes it', async () => {
  await loadPageLanguage('sv');
  renderWithProviders(<ItemStats stats={{ attack_speed: 1.6, defense: 8, soul_binding: 3 }} />);
  const list = screen.getByLabelText('Egenskaper');
  expect(list).toHaveTextContent('Attackhastighet');
  expect(list).toHaveTextContent('Försvar');
  expect(list).toHaveTextContent('Soul Binding');
});

it('names them in English as before', () => {
  renderWithProviders(<ItemStats stats={{ attack_speed: 1.6 }} />);
  expect(screen.getByLabelText('Stats')).toHaveTextContent('Attack Speed');
});
