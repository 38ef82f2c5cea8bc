import { screen } from '@testing-library/react';
import { act } from 'react';
import { appStore, staffRolesAtom } from '../auth/atoms';
import { renderWithProviders } from '../testing/render-with-providers';
import { ContentEmptyState } from './content-empty-state';

afterEach(() => act(() => appStore.set(staffRolesAtom, [])));

const state = <ContentEmptyState title="No rules yet" kind="rules" addLabel="Add the first rule" />;

it('says the page is empty, without a way to edit it for visitors and moderators', () => {
  appStore.set(staffRolesAtom, ['moderator']);
  renderWithProviders(state);
  expect(screen.getByText('No rules yet')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add the first rule' })).not.toBeInTheDocument();
});

it('offers editors the way to add the first', () => {
  appStore.set(staffRolesAtom, ['editor']);
  renderWithProviders(state);
  expect(screen.getByRole('link', { name: 'Add the first rule' })).toHaveAttribute(
    'href',
    '/admin/content/rules',
  );
});
