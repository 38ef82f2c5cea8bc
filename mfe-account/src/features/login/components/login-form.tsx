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
  notify,
  signIn,
  signUp,
  useCaptcha,
} from '@norsecraft/shared';
import { Links, Stack, TextButton } from '../../../components/auth-card';
import { PasswordChecklist } from '../../../components/password-checklist';
import { INVALID_EMAIL, isValidEmail, validateCredentials } from '../../../lib/credentials';
import { brokenPasswordRule } from '../../../lib/new-password';

export type LoginMode = 'sign-in' | 'sign-up';

/** Said once an account exists but its e-mail must be confirmed before signing in. */
export const CONFIRM_EMAIL = 'Account created. Check your email to confirm it, then sign in.';

interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** Called once the user is signed in (sign-up signs in at once on this stack). */
  onSignedIn: () => void;
}

interface Credentials {
  email: string;
  password: string;
  signingUp: boolean;
  captchaToken?: string;
}

/** Sign-up is checked against the server's password rules too, shown under the field from the start. */
function validate({ email, password, signingUp }: Credentials): string | null {
  if (!signingUp) return validateCredentials(email, password);
  return isValidEmail(email) ? brokenPasswordRule(password) : INVALID_EMAIL;
}

export function LoginForm({ mode, onModeChange, onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const signingUp = mode === 'sign-up';
  const captcha = useCaptcha();
  const submit = useMutation({
    mutationFn: ({ email, password, signingUp, captchaToken }: Credentials) =>
      signingUp ? signUp(email, password, captchaToken) : signIn(email, password, captchaToken),
    // Each CAPTCHA token is good for one request.
    onSettled: captcha.renew,
    onSuccess: (user) => {
      if (user) return onSignedIn();
      // A stack that requires e-mail confirmation creates the account without a session.
      notify({ text: CONFIRM_EMAIL, ms: 15_000 }, 'info');
      onModeChange('sign-in');
    },
  });
  const failure =
    invalid ??
    (submit.isError &&
      errorSentence(submit.error, signingUp ? 'Registration failed' : 'Authentication failed'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit.reset();
    const credentials = { email, password, signingUp, captchaToken: captcha.token ?? undefined };
    const refused =
      validate(credentials) ?? (captcha.required && !captcha.token ? CAPTCHA_MISSING : null);
    setInvalid(refused);
    if (!refused) submit.mutate(credentials);
  }

  function toggleMode() {
    setInvalid(null);
    submit.reset();
    onModeChange(signingUp ? 'sign-in' : 'sign-up');
  }

  return (
    <Stack onSubmit={onSubmit} noValidate aria-label={signingUp ? 'Create Account' : 'Sign In'}>
      {failure && <Banner tone="error">{failure}</Banner>}
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
      <Field label="Password">
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
        {signingUp ? 'Create Account' : 'Sign In'}
      </Button>
      <Links>
        <span>
          {signingUp ? 'Already have an account? ' : "Don't have an account? "}
          <TextButton type="button" onClick={toggleMode}>
            {signingUp ? 'Sign In' : 'Create Account'}
          </TextButton>
        </span>
        {!signingUp && <Link to="/reset-password">Forgot your password?</Link>}
      </Links>
    </Stack>
  );
}
