import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Grid, Page, PageHeader } from './layout';

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
