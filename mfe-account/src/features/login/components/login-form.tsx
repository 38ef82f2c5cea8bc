import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Button, Field, Input, signIn, signUp } from '@norsecraft/shared';
import { Links, Stack, TextButton } from '../../../components/auth-card';
import { ErrorBanner } from '../../../components/error-banner';
import { shownError, type ShownError } from '../../../lib/error-message';
import { validateCredentials } from '../../../lib/credentials';

export type LoginMode = 'sign-in' | 'sign-up';

interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** Called once the user is signed in (sign-up signs in at once on this stack). */
  onSignedIn: () => void;
}

export function LoginForm({ mode, onModeChange, onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const signingUp = mode === 'sign-up';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const invalid = validateCredentials(email, password);
    setError(invalid ? { message: invalid, reasons: [] } : null);
    if (invalid) return;

    setSubmitting(true);
    try {
      if (signingUp) {
        const user = await signUp(email, password);
        // A stack that requires e-mail confirmation creates the account without a session.
        if (!user) {
          setNotice('Account created. Check your email to confirm it, then sign in.');
          onModeChange('sign-in');
          return;
        }
      } else {
        await signIn(email, password);
      }
      onSignedIn();
    } catch (caught) {
      setError(shownError(caught, signingUp ? 'Registration failed' : 'Authentication failed'));
    } finally {
      setSubmitting(false);
    }
  }

  function toggleMode() {
    setError(null);
    setNotice(null);
    onModeChange(signingUp ? 'sign-in' : 'sign-up');
  }

  return (
    <Stack onSubmit={onSubmit} noValidate aria-label={signingUp ? 'Create Account' : 'Sign In'}>
      {error && <ErrorBanner error={error} />}
      {notice && <Banner tone="success">{notice}</Banner>}
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
      <Field label="Password" hint={signingUp ? 'At least 6 characters.' : undefined}>
        <Input
          type="password"
          name="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" block loading={submitting}>
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
