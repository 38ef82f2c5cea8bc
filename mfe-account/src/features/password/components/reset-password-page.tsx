import { useState, type FormEvent } from 'react';
import { Banner, Button, Field, Input, LinkButton, requestPasswordReset } from '@norsecraft/shared';
import { AuthCard, Stack } from '../../../components/auth-card';
import { errorMessage } from '../../../lib/error-message';
import { INVALID_EMAIL, isValidEmail } from '../../../lib/credentials';

/** /reset-password — asks for the e-mail that the recovery link is sent to. */
export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(INVALID_EMAIL);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to send reset email'));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <AuthCard title="Reset Password">
        <Banner tone="success">Password reset instructions have been sent to your email.</Banner>
        <LinkButton to="/login" block>
          Return to Login
        </LinkButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter your email and we will send you a link to set a new password."
    >
      <Stack onSubmit={onSubmit} noValidate aria-label="Reset Password">
        {error && <Banner tone="error">{error}</Banner>}
        <Field label="Email">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" block loading={sending}>
          Send Reset Instructions
        </Button>
        <LinkButton to="/login" variant="ghost" block>
          Back to Login
        </LinkButton>
      </Stack>
    </AuthCard>
  );
}
