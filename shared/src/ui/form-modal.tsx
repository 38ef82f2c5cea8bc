import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorSentence, translateSentence } from '../data/error-sentence';
import { t } from '../i18n/shared-messages';
import { Banner } from './banner';
import { Button } from './button';
import { Modal } from './modal';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export interface FormModalProps {
  /** The dialog's name, e.g. 'Create Event' (a name in it isolated: `<bdi>`). */
  title: ReactNode;
  submitLabel: string;
  /** The form's first problem in a sentence, or null: nothing is sent until it is whole. */
  check: () => string | null;
  /** Sends the form; the caller closes the dialog once it resolves. */
  save: () => Promise<unknown>;
  /** Said when the save fails for a reason `errorSentence` cannot explain. */
  failureMessage: string;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog holding one form: Cancel and the submit button below, the form's problem or the
 * save's failure in a Banner above the fields. A failed save keeps the dialog open with what was
 * typed; the submit button spins while it runs.
 */
export function FormModal({
  title,
  submitLabel,
  check,
  save,
  failureMessage,
  onClose,
  children,
}: FormModalProps) {
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = check();
    // A check's sentence is written in English; it is shown in the page's language.
    setError(problem === null ? null : translateSentence(problem));
    if (problem) return;
    setSaving(true);
    try {
      await save();
    } catch (failure) {
      console.error(failureMessage, failure);
      setError(errorSentence(failure, failureMessage));
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
            {t('dialog.cancel')}
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
