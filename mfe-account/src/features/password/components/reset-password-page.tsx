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
import { said, t } from '../../../lib/i18n';

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
    said(invalid) ?? (send.isError && said(errorSentence(send.error, t('reset.failed'))));

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
      <AuthCard title={t('reset.title')}>
        <Banner tone="success">{t('reset.sent')}</Banner>
        <LinkButton to="/login" block>
          {t('reset.return')}
        </LinkButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Stack onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
        {error && <Banner tone="error">{error}</Banner>}
        <Field label={t('login.email')}>
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
          {t('reset.send')}
        </Button>
        <LinkButton to="/login" variant="ghost" block>
          {t('reset.back')}
        </LinkButton>
      </Stack>
    </AuthCard>
  );
}
