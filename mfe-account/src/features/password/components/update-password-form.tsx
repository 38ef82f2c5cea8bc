import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  Banner,
  Button,
  errorSentence,
  Field,
  Input,
  signOut,
  updatePassword,
} from '@norsecraft/shared';
import { Stack } from '../../../components/auth-card';
import { PasswordChecklist } from '../../../components/password-checklist';
import { UPDATE_PASSWORD_FAILED, validateNewPassword } from '../../../lib/new-password';
import { said, t } from '../../../lib/i18n';

/**
 * New Password + Confirm Password with the live checklist; calls onUpdated once saved. After a
 * refused submit the message follows the fields, so it never contradicts a green checklist.
 */
export function UpdatePasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);
  const update = useMutation({
    mutationFn: async (newPassword: string) => {
      await updatePassword(newPassword);
      // The recovery link signed the user in; end that session so /login asks for the new
      // password instead of sending a signed-in visitor straight on to /members.
      await signOut();
    },
    onSuccess: onUpdated,
  });
  const invalid = checked ? validateNewPassword(password, confirmation) : null;
  const error =
    said(invalid) ?? (update.isError && said(errorSentence(update.error, UPDATE_PASSWORD_FAILED)));
  const { reset } = update;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    reset();
    if (!validateNewPassword(password, confirmation)) update.mutate(password);
  }

  return (
    <Stack onSubmit={onSubmit} noValidate aria-label={t('update.title')}>
      {error && <Banner tone="error">{error}</Banner>}
      <Field label={t('update.newPassword')}>
        <Input
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          aria-describedby="password-requirements"
          value={password}
          onChange={(event) => {
            reset();
            setPassword(event.target.value);
          }}
        />
      </Field>
      <PasswordChecklist id="password-requirements" password={password} />
      <Field label={t('update.confirmPassword')}>
        <Input
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => {
            reset();
            setConfirmation(event.target.value);
          }}
        />
      </Field>
      <Button type="submit" block loading={update.isPending || update.isSuccess}>
        {t('update.submit')}
      </Button>
    </Stack>
  );
}
