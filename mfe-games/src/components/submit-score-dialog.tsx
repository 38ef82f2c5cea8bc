import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Banner,
  Button,
  errorSentence,
  Field,
  formatNumber,
  Input,
  Modal,
  RichText,
  useSessionUser,
} from '@norsecraft/shared';
import { SCORE_NAME_MAX_LENGTH, validateScoreName } from '../lib/score-name';
import { t } from '../lib/i18n';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const ScoreLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

interface SubmitScoreDialogProps {
  open: boolean;
  score: number;
  onClose: () => void;
  /**
   * Saves the validated name; a rejection keeps the dialog open for another try and says why
   * (the database's words when it refused the score).
   */
  onSubmit: (name: string) => Promise<void>;
}

const FORM_ID = 'submit-score-form';

/** Said when the score could not be saved for a reason no rule explains. */
export const submitFailed = (): string => t('submit.failed');

/** A member starts from the name they play under (their game name, else their site name). */
function memberName(profile: { minecraft_username: string | null; username: string } | null) {
  return (profile?.minecraft_username || profile?.username || '').slice(0, SCORE_NAME_MAX_LENGTH);
}

export function SubmitScoreDialog({ open, score, onClose, onSubmit }: SubmitScoreDialogProps) {
  const profile = useSessionUser()?.profile ?? null;
  const [typed, setName] = useState<string | null>(null);
  const name = typed ?? memberName(profile);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateScoreName(name);
    if (!result.ok) {
      setNameError(result.error);
      return;
    }
    setNameError(null);
    setFailure(null);
    setSubmitting(true);
    try {
      await onSubmit(result.name);
    } catch (error) {
      // A failed submit leaves the dialog open and says why (docs/product/games.md#leaderboards).
      setFailure(errorSentence(error, submitFailed()));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={submitting ? () => {} : onClose}
      title={t('submit.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('submit.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={submitting}>
            {t('submit.title')}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={handleSubmit} noValidate>
        <ScoreLine>
          <RichText
            text={t('submit.yourScore', { score: formatNumber(score) })}
            parts={{ score: (text) => <strong>{text}</strong> }}
          />
        </ScoreLine>
        <Field label={t('submit.name')} error={nameError ?? undefined} hint={t('submit.nameHint')}>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={SCORE_NAME_MAX_LENGTH}
            autoComplete="nickname"
            required
          />
        </Field>
        {failure && <Banner tone="error">{failure}</Banner>}
      </Form>
    </Modal>
  );
}
