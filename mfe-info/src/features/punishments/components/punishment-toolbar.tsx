import styled from 'styled-components';
import { Field, Input, Select } from '@norsecraft/shared';
import { PUNISHMENT_FILTERS, type PunishmentFilter } from '../lib/filter-punishments';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    max-width: 720px;
  }
`;

interface PunishmentToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  type: PunishmentFilter;
  onTypeChange: (type: PunishmentFilter) => void;
}

export function PunishmentToolbar({
  query,
  onQueryChange,
  type,
  onTypeChange,
}: PunishmentToolbarProps) {
  return (
    <Bar role="search">
      <Field label="Search punishments">
        <Input
          type="search"
          value={query}
          placeholder="Player, staff member or reason..."
          onChange={(e) => onQueryChange(e.target.value)}
        />
      </Field>
      <Field label="Type">
        <Select value={type} onChange={(e) => onTypeChange(e.target.value as PunishmentFilter)}>
          {PUNISHMENT_FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
    </Bar>
  );
}
