import { useState, type FormEvent } from 'react';
import { Button, Field, Input, signOut, updatePassword } from '@norsecraft/shared';
import { Stack } from '../../../components/auth-card';
import { ErrorBanner } from '../../../components/error-banner';
import { shownError, type ShownError } from '../../../lib/error-message';
import { UPDATE_PASSWORD_FAILED, validateNewPassword } from '../lib/new-password';
import { PasswordChecklist } from './password-checklist';

/**
 * New Password + Confirm Password with the live checklist; calls onUpdated once saved. After a
 * refused submit the message follows the fields, so it never contradicts a green checklist.
 */
export function UpdatePasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [saving, setSaving] = useState(false);
  const invalid = checked ? validateNewPassword(password, confirmation) : null;
  const error: ShownError | null = invalid ? { message: invalid, reasons: [] } : serverError;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    if (validateNewPassword(password, confirmation)) return;

    setSaving(true);
    try {
      await updatePassword(password);
    } catch (caught) {
      setServerError(shownError(caught, UPDATE_PASSWORD_FAILED));
      setSaving(false);
      return;
    }
    // The recovery link signed the user in; end that session so /login asks for the new
    // password instead of sending a signed-in visitor straight on to /members.
    await signOut();
    onUpdated();
  }

  return (
    <Stack onSubmit={onSubmit} noValidate aria-label="Update Password">
      {error && <ErrorBanner error={error} />}
      <Field label="New Password">
        <Input
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          aria-describedby="password-requirements"
          value={password}
          onChange={(event) => {
            setServerError(null);
            setPassword(event.target.value);
          }}
        />
      </Field>
      <PasswordChecklist id="password-requirements" password={password} />
      <Field label="Confirm Password">
        <Input
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => {
            setServerError(null);
            setConfirmation(event.target.value);
          }}
        />
      </Field>
      <Button type="submit" block loading={saving}>
        Update Password
      </Button>
    </Stack>
  );
}
