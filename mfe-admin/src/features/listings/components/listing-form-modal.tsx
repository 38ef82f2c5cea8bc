import {
  Banner,
  errorSentence,
  Button,
  Field,
  Input,
  Modal,
  type AdminListingRow,
} from '@norsecraft/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ListableItem, NewListing } from '../api/admin-listings';
import {
  SELLER_MAX_LENGTH,
  emptyListingForm,
  listingEndOf,
  listingFormOf,
  startingBidOf,
  validateListingForm,
  type ListingFormValues,
} from '../lib/listing-form';
import { EndFields } from './end-fields';
import { ItemPicker } from './item-picker';
import { t } from '../i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Coins = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const COIN_FIELDS = ['gold', 'silver', 'copper'] as const;

interface ListingFormModalProps {
  /** The listing to edit (before its first bid); none to create one. */
  listing?: AdminListingRow;
  onSubmit: (listing: NewListing) => Promise<unknown>;
  onClose: () => void;
}

/** The item an edited listing shows, as the picker offers items. */
const pickedOf = ({
  item_id,
  item,
  rarity,
  item_category,
}: AdminListingRow): ListableItem | null =>
  item_id === null || item_category === null
    ? null
    : { id: item_id, name: item, rarity, category: item_category };

/**
 * Puts an item up for auction, or changes a listing until its first bid: who sells it, its
 * starting bid and when it ends (after a duration, or at a set time).
 */
export function ListingFormModal({ listing, onSubmit, onClose }: ListingFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState<ListingFormValues>(() =>
    listing ? listingFormOf(listing) : emptyListingForm(),
  );
  const [item, setItem] = useState<ListableItem | null>(() => (listing ? pickedOf(listing) : null));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const update = (patch: Partial<ListingFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const action = listing ? t('save') : t('create');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateListingForm(values, Date.now());
    setError(invalid);
    const startingBid = startingBidOf(values);
    const end = listingEndOf(values);
    if (invalid || values.itemId === null || startingBid === null || end === undefined) return;
    setSaving(true);
    try {
      await onSubmit({ itemId: values.itemId, seller: values.seller.trim(), startingBid, end });
    } catch (failure) {
      console.error('Saving the listing failed', failure);
      setError(errorSentence(failure, t('saveFailed')));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={listing ? t('editTitle', { item: listing.item }) : t('create')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {action}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        {listing && <Note>{t('editNote')}</Note>}
        <ItemPicker
          value={item}
          onChange={(picked) => {
            setItem(picked);
            update({ itemId: picked?.id ?? null });
          }}
        />
        <Field label={t('sellerLabel')} hint={t('sellerHint')}>
          <Input
            value={values.seller}
            maxLength={SELLER_MAX_LENGTH}
            onChange={(e) => update({ seller: e.target.value })}
          />
        </Field>
        <Coins>
          <legend>{t('startingBid')}</legend>
          {COIN_FIELDS.map((key) => (
            <Field key={key} label={t(key)}>
              <Input
                inputMode="numeric"
                value={values[key]}
                placeholder="0"
                onChange={(e) => update({ [key]: e.target.value })}
              />
            </Field>
          ))}
        </Coins>
        <EndFields listing={listing} values={values} update={update} />
      </Form>
    </Modal>
  );
}
