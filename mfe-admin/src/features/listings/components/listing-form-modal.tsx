import { Banner, errorSentence, Button, Field, Input, Modal, Select } from '@norsecraft/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ListableItem, NewListing } from '../api/admin-listings';
import {
  LISTING_DURATIONS,
  SELLER_MAX_LENGTH,
  emptyListingForm,
  startingBidOf,
  validateListingForm,
  type ListingFormValues,
} from '../lib/listing-form';
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

const COIN_FIELDS = [
  { key: 'gold', label: 'Gold' },
  { key: 'silver', label: 'Silver' },
  { key: 'copper', label: 'Copper' },
] as const;

interface ListingFormModalProps {
  onSubmit: (listing: NewListing) => Promise<unknown>;
  onClose: () => void;
}

/** Puts an item up for auction: who sells it, its starting bid and how long it runs. */
export function ListingFormModal({ onSubmit, onClose }: ListingFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState<ListingFormValues>(emptyListingForm);
  const [item, setItem] = useState<ListableItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const update = (patch: Partial<ListingFormValues>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateListingForm(values);
    setError(invalid);
    const startingBid = startingBidOf(values);
    if (invalid || values.itemId === null || startingBid === null) return;
    setSaving(true);
    try {
      await onSubmit({
        itemId: values.itemId,
        seller: values.seller.trim(),
        startingBid,
        durationHours: values.durationHours,
      });
    } catch (failure) {
      console.error('Creating the listing failed', failure);
      setError(errorSentence(failure, 'Could not create the listing. Please try again.'));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Create Listing"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Create Listing
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
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
        <Field label="Duration">
          <Select
            value={values.durationHours}
            onChange={(e) => update({ durationHours: Number(e.target.value) })}
          >
            {LISTING_DURATIONS.map((d) => (
              <option key={d.hours} value={d.hours}>
                {d.label}
              </option>
            ))}
          </Select>
        </Field>
      </Form>
    </Modal>
  );
}
