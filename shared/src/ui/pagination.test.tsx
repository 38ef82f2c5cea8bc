import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Pagination } from './pagination';

it('shows where the page lies and moves by one page', () => {
  const onPageChange = jest.fn();
  renderWithProviders(
    <Pagination page={2} pageSize={25} total={120_345} onPageChange={onPageChange} />,
  );
  expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Showing 26–50 of 120,345');
  expect(screen.getByText('Page 2 of 4,814')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPageChange.mock.calls).toEqual([[3], [1]]);
});

it('disables the ends, and Previous from past the end goes to the last page', () => {
  const onPageChange = jest.fn();
  renderWithProviders(<Pagination page={9} pageSize={25} total={30} onPageChange={onPageChange} />);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPageChange).toHaveBeenCalledWith(2);
});

it('keeps Previous off on the first page', () => {
  renderWithProviders(<Pagination page={1} pageSize={25} total={30} onPageChange={() => {}} />);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

it.each([0, 1, 25])('shows nothing when the %i rows fit on one page', (total) => {
  renderWithProviders(<Pagination page={1} pageSize={25} total={total} onPageChange={() => {}} />);
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});

it('marks a total the server counted only so far, and lets the reader go on', () => {
  const onPageChange = jest.fn();
  renderWithProviders(
    <Pagination
      page={41}
      pageSize={25}
      total={2025}
      totalIsLowerBound
      onPageChange={onPageChange}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1,001–1,025 of 2,025+');
  expect(screen.getByText('Page 41 of 81+')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPageChange).toHaveBeenCalledWith(42);
});

it('stops at the deepest page the database serves and says how to see more', () => {
  const onPageChange = jest.fn();
  renderWithProviders(
    <Pagination
      page={400}
      pageSize={25}
      total={500_022}
      depthHint="Search for a player to see older punishments."
      onPageChange={onPageChange}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'Showing 9,976–10,000 of 500,022 · Search for a player to see older punishments.',
  );
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPageChange).toHaveBeenCalledWith(399);
});
