import {
  Field,
  FormModal,
  Input,
  STAFF_FALLBACK_NAME,
  Select,
  TextArea,
  staffName,
  useSessionUser,
  type PunishmentListRow,
  type PunishmentType,
} from '@norsecraft/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
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

/**
 * "You are recorded as <name>": the admin's public name, as the database records it (shared
 * staffName); without one others may see, "Staff", and where to choose one.
 */
export function RecordedAs() {
  const name = staffName(useSessionUser()?.profile ?? null);
  if (name !== STAFF_FALLBACK_NAME) return <>You are recorded as {name}</>;
  return (
    <>
      You are recorded as &ldquo;{STAFF_FALLBACK_NAME}&rdquo; (choose a public name, not private, in{' '}
      <Link to="/settings">Settings</Link> to be named)
    </>
  );
}

const KICK_DURATION = { value: 'permanent', label: 'None: a kick is over at once' };

const SAVE_FAILED = 'Could not save the punishment. Please try again.';

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
      failureMessage={SAVE_FAILED}
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
      <Note>
        <RecordedAs />, and it starts now.
      </Note>
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
      title={
        <>
          Edit the reason: <bdi>{punishment.player_name}</bdi>
        </>
      }
      submitLabel="Save Reason"
      check={() => validateReason(reason)}
      save={() => onSubmit(reason)}
      failureMessage={SAVE_FAILED}
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
