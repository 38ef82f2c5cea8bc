import {
  Banner,
  errorSentence,
  Button,
  Field,
  Input,
  ItemTile,
  Modal,
  Select,
  TextArea,
  type ItemCategory,
} from '@norsecraft/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  categoryLabel,
  ITEM_CATEGORIES,
  ITEM_LIMITS,
  ITEM_RARITIES,
  ITEM_TIERS,
  itemInputOf,
  validateItemForm,
  type ItemFormValues,
  type ItemInput,
} from '../lib/item-form';
import { StatsEditor } from './stats-editor';
import { t } from '../i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Legend = styled.legend`
  padding: 0;
  font-weight: 600;
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** An option for a value the lists do not offer (an item from before the back office). */
const withCurrent = (options: readonly string[], current: string) =>
  options.includes(current) ? options : [current, ...options];

interface ItemFormModalProps {
  title: string;
  submitLabel: string;
  initial: ItemFormValues;
  /** Saves the item; the dialog closes through the caller once it resolves. */
  onSubmit: (input: ItemInput) => Promise<unknown>;
  onClose: () => void;
}

/** Create or edit an item: the form's rules first, then the database's, each in a sentence. */
export function ItemFormModal({
  title,
  submitLabel,
  initial,
  onSubmit,
  onClose,
}: ItemFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const update = (patch: Partial<ItemFormValues>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateItemForm(values);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await onSubmit(itemInputOf(values));
    } catch (failure) {
      console.error('Saving the item failed', failure);
      setError(errorSentence(failure, t('saveFailed')));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <Preview>
          <ItemTile
            name={values.name || t('previewName')}
            category={values.category}
            rarity={values.rarity}
            size={56}
          />
          {t('artNote')}
        </Preview>
        <Field label={t('name')}>
          <Input
            value={values.name}
            required
            maxLength={ITEM_LIMITS.name}
            onChange={(e) => update({ name: e.target.value })}
          />
        </Field>
        <Row>
          <Field label={t('category')}>
            <Select
              value={values.category}
              onChange={(e) => update({ category: e.target.value as ItemCategory })}
            >
              {ITEM_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('rarity')}>
            <Select value={values.rarity} onChange={(e) => update({ rarity: e.target.value })}>
              {withCurrent(ITEM_RARITIES, values.rarity).map((rarity) => (
                <option key={rarity}>{rarity}</option>
              ))}
            </Select>
          </Field>
          <Field label={t('tier')}>
            <Select value={values.tier} onChange={(e) => update({ tier: e.target.value })}>
              {withCurrent(ITEM_TIERS, values.tier).map((tier) => (
                <option key={tier}>{tier}</option>
              ))}
            </Select>
          </Field>
        </Row>
        <Field label={t('set')}>
          <Input
            value={values.set}
            maxLength={ITEM_LIMITS.set}
            onChange={(e) => update({ set: e.target.value })}
          />
        </Field>
        <Field label={t('description')}>
          <TextArea
            value={values.description}
            rows={3}
            maxLength={ITEM_LIMITS.description}
            onChange={(e) => update({ description: e.target.value })}
          />
        </Field>
        <StatsEditor stats={values.stats} onChange={(stats) => update({ stats })} />
        <Group>
          <Legend>{t('ability')}</Legend>
          <Row>
            <Field label={t('abilityName')}>
              <Input
                value={values.abilityName}
                maxLength={ITEM_LIMITS.abilityName}
                onChange={(e) => update({ abilityName: e.target.value })}
              />
            </Field>
            <Field label={t('cooldown')}>
              <Input
                inputMode="decimal"
                value={values.abilityCooldown}
                onChange={(e) => update({ abilityCooldown: e.target.value })}
              />
            </Field>
          </Row>
          <Field label={t('abilityDescription')}>
            <TextArea
              value={values.abilityDescription}
              rows={2}
              maxLength={ITEM_LIMITS.abilityDescription}
              onChange={(e) => update({ abilityDescription: e.target.value })}
            />
          </Field>
        </Group>
      </Form>
    </Modal>
  );
}
