import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageLanguage, setPageLanguage } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { MembersPage } from './members-page';

beforeEach(() => loadPageLanguage('sv'));
afterEach(() => setPageLanguage('en'));

it('shows the members area and its dialog in Swedish', async () => {
  renderWithProviders(<MembersPage />);
  expect(screen.getByRole('heading', { name: 'Medlemssidor' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(6);
  expect(screen.getByRole('heading', { name: 'En röst på tinget' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Bli medlem' }));
  expect(screen.getByRole('dialog', { name: 'Svenskt medborgarskap krävs' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skaffa VIP i stället' })).toBeInTheDocument();
});
