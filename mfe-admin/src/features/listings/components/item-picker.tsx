import { Field, Input, ItemTile, Select, useDebouncedValue } from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { SEARCH_DELAY_MS } from '../../../hooks/use-list-search';
import type { ListableItem } from '../api/admin-listings';
import { useListableItems } from '../api/use-admin-listings';
import { t } from '../i18n';

const Picked = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ItemPickerProps {
  value: ListableItem | null;
  onChange: (item: ListableItem | null) => void;
}

/** Finds an item in use by part of its name (in the database) and picks one of the matches. */
export function ItemPicker({ value, onChange }: ItemPickerProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const items = useListableItems(search);
  const found = items.data ?? [];
  // The chosen item stays an option while another search shows other names.
  const options = value && !found.some((i) => i.id === value.id) ? [value, ...found] : found;
  return (
    <>
      <Field label={t('findItem')} hint={t('findItemHint')}>
        <Input
          type="search"
          value={text}
          maxLength={60}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <Field label={t('item')}>
        <Select
          value={value?.id ?? ''}
          aria-busy={items.isFetching}
          onChange={(e) =>
            onChange(options.find((item) => item.id === Number(e.target.value)) ?? null)
          }
        >
          <option value="">
            {items.isPending ? t('loadingItems') : options.length ? t('chooseItem') : t('noItems')}
          </option>
          {options.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({item.rarity})
            </option>
          ))}
        </Select>
      </Field>
      {value && (
        <Picked>
          <ItemTile name={value.name} category={value.category} rarity={value.rarity} size={48} />
          {t('pickedNote')}
        </Picked>
      )}
    </>
  );
}
