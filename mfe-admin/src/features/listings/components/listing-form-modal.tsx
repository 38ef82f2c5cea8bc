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

const COIN_FIELDS = [
  { key: 'gold', label: 'Gold' },
  { key: 'silver', label: 'Silver' },
  { key: 'copper', label: 'Copper' },
] as const;

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
  const action = listing ? 'Save Listing' : 'Create Listing';

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
      setError(errorSentence(failure, 'Could not save the listing. Please try again.'));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={listing ? `Edit the listing of ${listing.item}` : 'Create Listing'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {action}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        {listing && <Note>A listing can be changed until its first bid.</Note>}
        <ItemPicker
          value={item}
          onChange={(picked) => {
            setItem(picked);
            update({ itemId: picked?.id ?? null });
          }}
        />
        <Field label="Seller" hint="The name the auction house shows, e.g. a player or the server.">
          <Input
            value={values.seller}
            maxLength={SELLER_MAX_LENGTH}
            onChange={(e) => update({ seller: e.target.value })}
          />
        </Field>
        <Coins>
          <legend>Starting bid</legend>
          {COIN_FIELDS.map(({ key, label }) => (
            <Field key={key} label={label}>
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
