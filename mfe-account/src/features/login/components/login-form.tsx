import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Banner,
  Button,
  CAPTCHA_MISSING,
  errorSentence,
  Field,
  Input,
  signIn,
  signUp,
  useCaptcha,
} from '@norsecraft/shared';
import { Links, Stack, TextButton } from '../../../components/auth-card';
import { PasswordChecklist } from '../../../components/password-checklist';
import {
  hasCredentialErrors,
  validateCredentials,
  type CredentialErrors,
} from '../../../lib/credentials';
import { brokenPasswordRule } from '../../../lib/new-password';
import { ResendConfirmation } from './resend-confirmation';
import { said, t } from '../../../lib/i18n';

export type LoginMode = 'sign-in' | 'sign-up';

interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** Called once the user is signed in. */
  onSignedIn: () => void;
  /** Called once a confirmation link is in the mail (sign-up, or a resend after sign-in). */
  onConfirmationSent: (email: string) => void;
  /** The page signing in returns to; a confirmation link returns there too. */
  returnPath: string;
}

interface Credentials {
  email: string;
  password: string;
  signingUp: boolean;
  captchaToken?: string;
}

const NO_ERRORS: CredentialErrors = { email: null, password: null };

/** GoTrue's code for a password sign-in before the address is confirmed. */
const isUnconfirmed = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'email_not_confirmed';

export function LoginForm(props: LoginFormProps) {
  const { mode, onModeChange, onSignedIn, onConfirmationSent, returnPath } = props;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<CredentialErrors>(NO_ERRORS);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const signingUp = mode === 'sign-up';
  const captcha = useCaptcha();
  const submit = useMutation({
    mutationFn: ({ email, password, signingUp, captchaToken }: Credentials) =>
      signingUp
        ? signUp(email, password, returnPath, captchaToken)
        : signIn(email, password, captchaToken),
    // Each CAPTCHA token is good for one request.
    onSettled: captcha.renew,
    // Sign-up never signs in at once: the account waits for its confirmation link.
    onSuccess: (user, { email }) => (user ? onSignedIn() : onConfirmationSent(email)),
  });
  const failure =
    (captchaMissing && said(CAPTCHA_MISSING)) ||
    (submit.isError &&
      said(
        errorSentence(submit.error, signingUp ? t('login.signUpFailed') : t('login.signInFailed')),
      ));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit.reset();
    // Sign-up is checked against the server's password rules too, shown under the field.
    const errors = validateCredentials(email, password, signingUp ? brokenPasswordRule : undefined);
    setInvalid(errors);
    const noToken = !hasCredentialErrors(errors) && captcha.required && !captcha.token;
    setCaptchaMissing(noToken);
    if (hasCredentialErrors(errors) || noToken) return;
    submit.mutate({ email, password, signingUp, captchaToken: captcha.token ?? undefined });
  }

  function toggleMode() {
    setInvalid(NO_ERRORS);
    setCaptchaMissing(false);
    submit.reset();
    onModeChange(signingUp ? 'sign-in' : 'sign-up');
  }

  return (
    <Stack
      onSubmit={onSubmit}
      noValidate
      aria-label={signingUp ? t('login.createAccount') : t('login.signIn')}
    >
      {failure && <Banner tone="error">{failure}</Banner>}
      {isUnconfirmed(submit.error) && (
        <ResendConfirmation
          email={email}
          returnPath={returnPath}
          onSent={() => onConfirmationSent(email)}
        />
      )}
      <Field label={t('login.email')} error={said(invalid.email)}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label={t('login.password')} error={said(invalid.password)}>
        <Input
          type="password"
          name="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          aria-describedby={signingUp ? 'sign-up-password-rules' : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {signingUp && <PasswordChecklist id="sign-up-password-rules" password={password} />}
      {captcha.check}
      <Button type="submit" block loading={submit.isPending}>
        {signingUp ? t('login.createAccount') : t('login.signIn')}
      </Button>
      <Links>
        <span>
          {signingUp ? t('login.haveAccount') : t('login.noAccount')}
          <TextButton type="button" onClick={toggleMode}>
            {signingUp ? t('login.signIn') : t('login.createAccount')}
          </TextButton>
        </span>
        {!signingUp && <Link to="/reset-password">{t('login.forgot')}</Link>}
      </Links>
    </Stack>
  );
}
