import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  Banner,
  Button,
  CAPTCHA_MISSING,
  errorSentence,
  Field,
  Input,
  LinkButton,
  requestPasswordReset,
  useCaptcha,
} from '@norsecraft/shared';
import { AuthCard, Stack } from '../../../components/auth-card';
import { emailError } from '../../../lib/credentials';

/** /reset-password — asks for the e-mail that the recovery link is sent to. */
export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const captcha = useCaptcha();
  const send = useMutation({
    mutationFn: ({ address, captchaToken }: { address: string; captchaToken?: string }) =>
      requestPasswordReset(address, captchaToken),
    // Each CAPTCHA token is good for one request.
    onSettled: captcha.renew,
  });
  const error =
    invalid ?? (send.isError && errorSentence(send.error, 'Failed to send reset email'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.reset();
    const refused =
      emailError(email) ?? (captcha.required && !captcha.token ? CAPTCHA_MISSING : null);
    setInvalid(refused);
    if (!refused) send.mutate({ address: email, captchaToken: captcha.token ?? undefined });
  }

  if (send.isSuccess) {
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
        {captcha.check}
        <Button type="submit" block loading={send.isPending}>
          Send Reset Instructions
        </Button>
        <LinkButton to="/login" variant="ghost" block>
          Back to Login
        </LinkButton>
      </Stack>
    </AuthCard>
  );
}
