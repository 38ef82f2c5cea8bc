import { Button, ItemTile, Tag, rarityOf, type Item } from '@norsecraft/shared';
import styled from 'styled-components';
import { categoryLabel } from '../lib/item-form';
import { t } from '../i18n';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Body = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  strong {
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

interface ItemRowProps {
  item: Item;
  onEdit: (item: Item) => void;
  onRetire: (item: Item) => void;
}

/** One item of the back office: its art, name, kind and state, with Edit and Retire/Restore. */
export function ItemRow({ item, onEdit, onRetire }: ItemRowProps) {
  const retired = item.retired_at !== null;
  return (
    <Row>
      <ItemTile name={item.name} category={item.category} rarity={item.rarity} size={48} />
      <Body>
        <strong>{item.name}</strong>
        <Facts>
          <Tag $rarity={rarityOf(item.rarity)}>{item.rarity}</Tag>
          <span>
            {t('facts', { category: categoryLabel(item.category), tier: item.tier })}
            {item.set ? ` · ${item.set}` : ''}
          </span>
          {retired && <Tag $tone="warning">{t('retired')}</Tag>}
        </Facts>
      </Body>
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('editNamed', { name: item.name })}
          onClick={() => onEdit(item)}
        >
          {t('edit')}
        </Button>
        <Button
          size="sm"
          variant={retired ? 'secondary' : 'danger'}
          aria-label={t(retired ? 'restoreNamed' : 'retireNamed', { name: item.name })}
          onClick={() => onRetire(item)}
        >
          {retired ? t('restore') : t('retire')}
        </Button>
      </Actions>
    </Row>
  );
}
