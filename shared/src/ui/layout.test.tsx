import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Grid, Page, PageHeader, SidebarLayout } from './layout';

it('renders one h1 with its subtitle inside a page and grid', () => {
  renderWithProviders(
    <Page>
      <PageHeader title="Auction House" subtitle="Buy and sell items with other players" />
      <Grid>
        <div>cell</div>
      </Grid>
    </Page>,
  );
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Auction House' })).toBeInTheDocument();
  expect(screen.getByText('Buy and sell items with other players')).toBeInTheDocument();
  expect(screen.getByText('cell')).toBeInTheDocument();
});

it('puts the sidebar before the content, so it reads first on a phone', () => {
  renderWithProviders(
    <SidebarLayout sidebar={<nav aria-label="Contents">contents</nav>}>
      <p>column</p>
    </SidebarLayout>,
  );
  const sidebar = screen.getByRole('navigation', { name: 'Contents' });
  expect(sidebar.compareDocumentPosition(screen.getByText('column'))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});
