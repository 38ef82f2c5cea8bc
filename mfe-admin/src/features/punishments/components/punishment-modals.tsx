import {
  Banner,
  Button,
  errorSentence,
  Field,
  Input,
  Modal,
  Select,
  TextArea,
  type PunishmentListRow,
  type PunishmentType,
} from '@norsecraft/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DURATIONS,
  emptyPunishmentForm,
  newPunishmentOf,
  PLAYER_NAME_MAX_LENGTH,
  PUNISHMENT_TYPE_OPTIONS,
  REASON_MAX_LENGTH,
  validatePunishmentForm,
  validateReason,
  type NewPunishment,
} from '../lib/punishment-form';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const KICK_DURATION = { value: 'permanent', label: 'None: a kick is over at once' };

const SAVE_FAILED = 'Could not save the punishment. Please try again.';

/**
 * A dialog with one form: checks it, sends it, keeps it open with the reason when that fails
 * (nothing typed is lost) and is closed by the caller once the save resolves.
 */
function FormModal({
  title,
  submitLabel,
  check,
  save,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  /** The first problem of the form, or null. */
  check: () => string | null;
  save: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = check();
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await save();
    } catch (failure) {
      console.error(SAVE_FAILED, failure);
      setError(errorSentence(failure, SAVE_FAILED));
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
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        {children}
      </Form>
    </Modal>
  );
}

/** A new punishment: the admin who adds it is its staff, and it starts now. */
export function AddPunishmentModal({
  onSubmit,
  onClose,
}: {
  onSubmit: (punishment: NewPunishment) => Promise<unknown>;
  onClose: () => void;
}) {
  const [values, setValues] = useState(emptyPunishmentForm);
  const update = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const kick = values.type === 'kick';
  return (
    <FormModal
      title="Add Punishment"
      submitLabel="Add Punishment"
      check={() => validatePunishmentForm(values)}
      save={() => onSubmit(newPunishmentOf(values))}
      onClose={onClose}
    >
      <Field label="Player">
        <Input
          value={values.playerName}
          required
          maxLength={PLAYER_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => update({ playerName: e.target.value })}
        />
      </Field>
      <Row>
        <Field label="Type">
          <Select
            value={values.type}
            onChange={(e) => update({ type: e.target.value as PunishmentType })}
          >
            {PUNISHMENT_TYPE_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Duration">
          <Select
            value={kick ? 'permanent' : values.duration}
            disabled={kick}
            onChange={(e) => update({ duration: e.target.value })}
          >
            {(kick ? [KICK_DURATION] : DURATIONS).map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <Field label="Reason">
        <TextArea
          rows={3}
          value={values.reason}
          required
          maxLength={REASON_MAX_LENGTH}
          onChange={(e) => update({ reason: e.target.value })}
        />
      </Field>
      <Note>You are recorded as the staff member, and it starts now.</Note>
    </FormModal>
  );
}

export function EditReasonModal({
  punishment,
  onSubmit,
  onClose,
}: {
  punishment: PunishmentListRow;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState(punishment.reason);
  return (
    <FormModal
      title={`Edit the reason: ${punishment.player_name}`}
      submitLabel="Save Reason"
      check={() => validateReason(reason)}
      save={() => onSubmit(reason)}
      onClose={onClose}
    >
      <Field label="Reason">
        <TextArea
          rows={4}
          value={reason}
          required
          maxLength={REASON_MAX_LENGTH}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
    </FormModal>
  );
}
