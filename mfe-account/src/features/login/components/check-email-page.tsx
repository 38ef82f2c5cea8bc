import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Banner,
  Button,
  Field,
  Input,
  LinkButton,
  returnPathFrom,
  signInPath,
  useServerFirst,
  useSessionUser,
} from '@norsecraft/shared';
import { AuthCard, Stack } from '../../../components/auth-card';
import { emailError } from '../../../lib/credentials';
import { ResendConfirmation, resendFailure, useResendConfirmation } from './resend-confirmation';

const Text = styled.p`
  margin: 0;
`;

const Muted = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Address = styled.strong`
  overflow-wrap: anywhere;
`;

/** The address the sign-up form handed over (router state, which the browser keeps on reload). */
function emailOf(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/**
 * /check-email — after creating an account: the confirmation link is in the mail. The page reads
 * the same whether the address was new or already had an account (the server answers alike and
 * mails nothing to a registered one), so it tells no one who is registered.
 */
export function CheckEmailPage() {
  const location = useLocation();
  const user = useSessionUser();
  const returnPath = returnPathFrom(location.search);
  // The server never sees the router's state: the page hydrates as it was sent, then shows it.
  const email = useServerFirst(emailOf(location.state), null);
  // Confirmed in another tab: the session arrives here too.
  if (user) return <Navigate to={returnPath} replace />;

  return (
    <AuthCard title="Check your email" subtitle="One step left to create your account">
      {email ? (
        <>
          <Text>
            We sent a confirmation link to <Address>{email}</Address>. Open it to confirm your
            address: it signs you in.
          </Text>
          <Muted>
            The link works for an hour. No email? Look in your spam folder, or have it sent again.
            If this address already has an account, no link is sent: sign in, or reset your
            password.
          </Muted>
          <ResendConfirmation email={email} returnPath={returnPath} />
        </>
      ) : (
        <AskForAddress returnPath={returnPath} />
      )}
      <LinkButton to={signInPath(returnPath)} variant="ghost" block>
        Back to Sign In
      </LinkButton>
    </AuthCard>
  );
}

/** Opened without the sign-up form (another tab, a bookmark): the address is asked for. */
function AskForAddress({ returnPath }: { returnPath: string }) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { resend, captcha } = useResendConfirmation(returnPath);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    resend.reset();
    const refused = emailError(email);
    setInvalid(refused);
    if (!refused) resend.mutate(email);
  }

  return (
    <Stack onSubmit={onSubmit} noValidate aria-label="Send the link again">
      <Text>
        We sent a confirmation link to the address you signed up with. Open it to confirm your
        address: it signs you in. No email? Enter the address to have it sent again.
      </Text>
      {resend.isError && <Banner tone="error">{resendFailure(resend.error)}</Banner>}
      <Field label="Email" error={invalid}>
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
      <Button type="submit" variant="secondary" block loading={resend.isPending}>
        Send the link again
      </Button>
    </Stack>
  );
}
