import {
  Field,
  FormModal,
  Input,
  RichText,
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
  durationLabel,
  DURATIONS,
  emptyPunishmentForm,
  newPunishmentOf,
  PLAYER_NAME_MAX_LENGTH,
  PUNISHMENT_TYPES,
  REASON_MAX_LENGTH,
  validatePunishmentForm,
  validateReason,
  type NewPunishment,
} from '../lib/punishment-form';
import { t } from '../i18n';

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
  if (name !== STAFF_FALLBACK_NAME) return <>{t('recordedAs', { name })}</>;
  return (
    <RichText
      text={t('recordedAsFallback', { name: STAFF_FALLBACK_NAME })}
      parts={{ settings: (text) => <Link to="/settings">{text}</Link> }}
    />
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
      title={t('add')}
      submitLabel={t('add')}
      check={() => validatePunishmentForm(values)}
      save={() => onSubmit(newPunishmentOf(values))}
      failureMessage={t('saveFailed')}
      onClose={onClose}
    >
      <Field label={t('player')}>
        <Input
          value={values.playerName}
          required
          maxLength={PLAYER_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => update({ playerName: e.target.value })}
        />
      </Field>
      <Row>
        <Field label={t('type')}>
          <Select
            value={values.type}
            onChange={(e) => update({ type: e.target.value as PunishmentType })}
          >
            {PUNISHMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('duration')}>
          <Select
            value={kick ? 'permanent' : values.duration}
            disabled={kick}
            onChange={(e) => update({ duration: e.target.value })}
          >
            {kick ? (
              <option value="permanent">{t('kickDuration')}</option>
            ) : (
              DURATIONS.map(({ value }) => (
                <option key={value} value={value}>
                  {durationLabel(value)}
                </option>
              ))
            )}
          </Select>
        </Field>
      </Row>
      <Field label={t('reason')}>
        <TextArea
          rows={3}
          value={values.reason}
          required
          maxLength={REASON_MAX_LENGTH}
          onChange={(e) => update({ reason: e.target.value })}
        />
      </Field>
      <Note>
        <RichText text={t('startsNow')} parts={{ recorded: () => <RecordedAs /> }} />
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
        <RichText
          text={t('editTitle', { player: punishment.player_name })}
          parts={{ player: (player) => <bdi>{player}</bdi> }}
        />
      }
      submitLabel={t('saveReason')}
      check={() => validateReason(reason)}
      save={() => onSubmit(reason)}
      failureMessage={t('saveFailed')}
      onClose={onClose}
    >
      <Field label={t('reason')}>
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
