import { Field, Input, Select, formatDateTime, type AdminListingRow } from '@norsecraft/shared';
import {
  durationLabel,
  LISTING_DURATIONS,
  type EndChoice,
  type ListingFormValues,
} from '../lib/listing-form';
import { t } from '../i18n';

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
      <Field label={t('duration')}>
        <Select
          value={String(values.ends)}
          onChange={(e) => update({ ends: choiceOf(e.target.value) })}
        >
          {listing && (
            <option value="keep">{t('keepEnd', { at: formatDateTime(listing.end_time) })}</option>
          )}
          {LISTING_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {durationLabel(minutes)}
            </option>
          ))}
          <option value="at">{t('untilTime')}</option>
        </Select>
      </Field>
      {values.ends === 'at' && (
        <Field label={t('endTime')} hint={t('endTimeHint')}>
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
