import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Pagination, type PaginationProps } from './pagination';

/** Pages as on a list: Previous and Next move through the pages. */
function Paged(props: Omit<PaginationProps, 'page' | 'onPageChange'> & { start?: number }) {
  const { start = 1, ...rest } = props;
  const [page, setPage] = useState(start);
  return <Pagination {...rest} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'UI kit/Pagination',
  component: Paged,
  args: { pageSize: 25, total: 1204 },
} satisfies Meta<typeof Paged>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const LastPage: Story = { args: { start: 49 } };
/** The server counted only so far: "1,025+", and Next stays open. */
export const CountedInPart: Story = { args: { total: 1025, totalIsLowerBound: true } };
