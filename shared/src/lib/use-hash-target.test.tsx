import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { hashTargetId, useHashTarget } from './use-hash-target';

it('reads the id a fragment names', () => {
  expect(hashTargetId('#listing-12')).toBe('listing-12');
  expect(hashTargetId('#')).toBeNull();
  expect(hashTargetId('')).toBeNull();
  expect(hashTargetId('#%E0%A4%A')).toBeNull();
});

function Rows({ ready }: { ready: boolean }) {
  const target = useHashTarget(ready);
  if (!ready) return <p>Loading...</p>;
  return (
    <ul>
      {[1, 2].map((id) => (
        <li
          key={id}
          id={`listing-${id}`}
          tabIndex={target === `listing-${id}` ? -1 : undefined}
          data-targeted={target === `listing-${id}`}
        >
          Listing {id}
        </li>
      ))}
    </ul>
  );
}

it('brings the named row into view and focus once the rows are there, and marks it', () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  const { rerender } = render(
    <MemoryRouter initialEntries={['/my-auctions#listing-2']}>
      <Rows ready={false} />
    </MemoryRouter>,
  );
  expect(scrolled).toEqual([]);
  rerender(
    <MemoryRouter initialEntries={['/my-auctions#listing-2']}>
      <Rows ready />
    </MemoryRouter>,
  );
  const row = screen.getByText('Listing 2');
  expect(scrolled).toEqual([row]);
  expect(row).toHaveFocus();
  expect(row).toHaveAttribute('data-targeted', 'true');
  expect(screen.getByText('Listing 1')).toHaveAttribute('data-targeted', 'false');
});
