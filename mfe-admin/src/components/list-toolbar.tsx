import { Input, Select } from '@norsecraft/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  > :first-child {
    flex: 1 1 220px;
  }
  > select {
    flex: 0 1 180px;
  }
`;

interface ListToolbarProps<Filter extends string> {
  searchLabel: string;
  placeholder: string;
  maxLength: number;
  text: string;
  onText: (text: string) => void;
  filterLabel: string;
  filters: readonly { value: Filter; label: string }[];
  filter: Filter;
  onFilter: (filter: Filter) => void;
  children?: ReactNode;
}

/** A back-office list's search box and state filter (then any action, e.g. Create). */
export function ListToolbar<Filter extends string>(props: ListToolbarProps<Filter>) {
  return (
    <Bar>
      <Input
        type="search"
        aria-label={props.searchLabel}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        value={props.text}
        onChange={(event) => props.onText(event.target.value)}
      />
      <Select
        aria-label={props.filterLabel}
        value={props.filter}
        onChange={(event) => props.onFilter(event.target.value as Filter)}
      >
        {props.filters.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {props.children}
    </Bar>
  );
}
