import { Field, Input, Select, formatDateTime, type AdminListingRow } from '@norsecraft/shared';
import { LISTING_DURATIONS, type EndChoice, type ListingFormValues } from '../lib/listing-form';

interface EndFieldsProps {
  /** The listing being edited: its end may be kept. */
  listing?: AdminListingRow;
  values: ListingFormValues;
  update: (patch: Partial<ListingFormValues>) => void;
}

const choiceOf = (value: string): EndChoice =>
  value === 'at' || value === 'keep' ? value : Number(value);

/** When the listing ends: after a duration from now, at a set time, or (editing) as it does. */
export function EndFields({ listing, values, update }: EndFieldsProps) {
  return (
    <>
      <Field label="Duration">
        <Select
          value={String(values.ends)}
          onChange={(e) => update({ ends: choiceOf(e.target.value) })}
        >
          {listing && (
            <option value="keep">Keep the end: {formatDateTime(listing.end_time)}</option>
          )}
          {LISTING_DURATIONS.map((d) => (
            <option key={d.minutes} value={d.minutes}>
              {d.label}
            </option>
          ))}
          <option value="at">Until a set time…</option>
        </Select>
      </Field>
      {values.ends === 'at' && (
        <Field label="End time" hint="Your time zone; 10 minutes to 30 days from now.">
          <Input
            type="datetime-local"
            value={values.endsAt}
            onChange={(e) => update({ endsAt: e.target.value })}
          />
        </Field>
      )}
    </>
  );
}
