import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { QueryView, refreshFailed, type QueryViewQuery } from './query-view';

function view(query: Partial<QueryViewQuery<string[]>>) {
  return renderWithProviders(
    <QueryView
      query={{ data: undefined, isError: false, isFetching: false, refetch: () => {}, ...query }}
      loadingLabel="Loading items..."
      errorTitle="Failed to load items"
      empty={<p>No items found</p>}
      isEmpty={(items) => items.length === 0}
    >
      {(items) => <p>{items.join(', ')}</p>}
    </QueryView>,
  );
}

describe('QueryView', () => {
  it('shows loading, then the error with Retry in words for people', () => {
    view({ isFetching: true });
    expect(screen.getByText('Loading items...')).toBeInTheDocument();
  });

  it('shows the error state when nothing was loaded', () => {
    view({ isError: true });
    expect(screen.getByText('Failed to load items')).toBeVisible();
    expect(screen.getByText('Please try again later')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });

  it('shows the empty state and the data', () => {
    view({ data: [] });
    expect(screen.getByText('No items found')).toBeVisible();
  });

  it('keeps data after a failed refresh under a warning', () => {
    view({ data: ['Axe'], isError: true });
    expect(screen.getByText('Axe')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(refreshFailed());
  });

  it('says nothing while the refresh is still trying', () => {
    view({ data: ['Axe'], isError: true, isFetching: true });
    expect(screen.queryByText(refreshFailed())).not.toBeInTheDocument();
  });
});
