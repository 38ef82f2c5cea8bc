import styled from 'styled-components';
import { Button } from '@norsecraft/shared';
import type { PageSlice } from '../lib/paginate';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export function Pagination<T>({
  slice,
  onPageChange,
}: {
  slice: PageSlice<T>;
  onPageChange: (page: number) => void;
}) {
  const { page, pageCount, from, to, total } = slice;
  return (
    <Nav aria-label="Pages">
      <p role="status">
        Showing {from}–{to} of {total}
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <span>
          Page {page} of {pageCount}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </Nav>
  );
}
