import styled from 'styled-components';
import { Field } from '../ui/field';
import { Input, Select } from '../ui/form-controls';
import {
  MAX_SEARCH_LENGTH,
  STATUS_FILTERS,
  TYPE_FILTERS,
  type PunishmentStatusFilter,
  type PunishmentTypeFilter,
} from './punishment-query';
import { t } from '../i18n/shared-messages';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    max-width: 880px;
  }
`;

interface PunishmentToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  type: PunishmentTypeFilter;
  onTypeChange: (type: PunishmentTypeFilter) => void;
  status: PunishmentStatusFilter;
  onStatusChange: (status: PunishmentStatusFilter) => void;
}

export function PunishmentToolbar({
  search,
  onSearchChange,
  type,
  onTypeChange,
  status,
  onStatusChange,
}: PunishmentToolbarProps) {
  return (
    <Bar role="search">
      <Field label={t('pun.search')}>
        <Input
          type="search"
          value={search}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('pun.placeholder')}
          onChange={(e) => onSearchChange(e.target.value)}
        />
      </Field>
      <Field label={t('pun.typeLabel')}>
        <Select value={type} onChange={(e) => onTypeChange(e.target.value as PunishmentTypeFilter)}>
          {TYPE_FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('pun.statusLabel')}>
        <Select
          value={status}
          onChange={(e) => onStatusChange(e.target.value as PunishmentStatusFilter)}
        >
          {STATUS_FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
    </Bar>
  );
}
