import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Banner,
  Button,
  errorSentence,
  Field,
  Input,
  Modal,
  useSessionUser,
} from '@norsecraft/shared';
import { SCORE_NAME_MAX_LENGTH, validateScoreName } from '../lib/score-name';

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
export const SUBMIT_FAILED = 'Your score could not be submitted. Please try again.';

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
      setFailure(errorSentence(error, SUBMIT_FAILED));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={submitting ? () => {} : onClose}
      title="Submit Score"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={submitting}>
            Submit Score
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={handleSubmit} noValidate>
        <ScoreLine>
          Your score: <strong>{score.toLocaleString('en-US')}</strong>
        </ScoreLine>
        <Field label="Name" error={nameError ?? undefined} hint="Shown on the leaderboard.">
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
